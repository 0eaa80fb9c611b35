/** An environment as read at boot (normally `process.env`). */
export type Env = Record<string, string | undefined>;

/** The trimmed value of a variable, or undefined when it is unset or blank. */
export function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** An integer within bounds; out of bounds or not a number adds a problem and answers `fallback`. */
export function integer(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

/** A URL, optionally limited to some protocols (`['redis:', 'rediss:']`). */
export function url(
  env: Env,
  name: string,
  problems: string[],
  protocols?: readonly string[],
): string | undefined {
  const raw = text(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    problems.push(`${name} must be a URL (got "${raw}")`);
    return undefined;
  }
  if (protocols && !protocols.includes(parsed.protocol)) {
    problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    return undefined;
  }
  return raw;
}
