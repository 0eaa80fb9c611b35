// Process and network helpers for the benchmarks: free loopback ports, child servers that
// are always stopped, and waiting for a URL to answer.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** Asks the OS for a free port on 127.0.0.1 (never the store's default 4000). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node <script>` as a child with `env` added to ours. Its output is kept (the last
 * 100 lines) to explain a failed start, and echoed when `echo` is set.
 */
export function startNode(name, script, env, { echo = false } = {}) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(line);
      if (lines.length > 100) lines.shift();
      if (echo) process.stderr.write(`  [${name}] ${line}\n`);
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    name,
    child,
    exited,
    output: () => lines.join('\n'),
    /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
    async stop(graceMs = 5000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Polls `url` until it answers 200, the child exits, or `timeoutMs` passes.
 * @throws Error with the child's recent output when it never became ready
 */
export async function waitUntilReady(url, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void server.exited.then(() => {
    exitedEarly = true;
  });
  while (Date.now() < deadline && !exitedEarly) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet: keep polling.
    }
    await sleep(250);
  }
  const reason = exitedEarly ? 'exited' : `did not answer ${url} within ${timeoutMs / 1000} s`;
  throw new Error(`${server.name} ${reason}. Its last output:\n${server.output()}`);
}
