/** Characters allowed in a `next` path: letters, digits and URL path/query punctuation. */
const LOCAL_PATH = /^[A-Za-z0-9\-._~/?=&%#]*$/;

/**
 * The local path to go to after /loader, from its `next` query parameter. Only a path
 * on this site is followed (`my-orders` or `/my-orders`); anything that could leave the
 * site (`//evil.com`, `http:…`, `javascript:…`, backslashes) or is missing gives `/`.
 */
export function safeNextPath(next: string | null): string {
  if (!next) return '/';
  const trimmed = next.trim();
  if (trimmed === '' || !LOCAL_PATH.test(trimmed) || trimmed.startsWith('//')) return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
