// The compose gateway's nginx configuration, served by Debian's nginx in front of API
// processes on local ports instead of Docker's `api` replicas.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, prepareSite, startNginx } from './nginx.mjs';

/** Name of the upstream group standing in for Docker's `api` service name. */
const POOL = 'gc_api_pool';

/**
 * Starts the gateway round-robin over `apiPorts`. The configuration is the image's own:
 * only `http://api:4000` becomes an upstream group of the local ports (a variable
 * `proxy_pass` naming a group uses it without DNS, as Docker's resolver would).
 * @param {string} nginx path of the nginx binary
 * @param {number[]} apiPorts
 */
export async function startGateway(nginx, apiPorts) {
  const prepared = prepareSite('gateway', { port: await freePort(), apiUrl: `http://${POOL}` });
  const site = path.join(prepared.dir, 'conf.d', 'default.conf');
  const servers = apiPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n');
  writeFileSync(site, `upstream ${POOL} {\n${servers}\n}\n\n${readFileSync(site, 'utf8')}`);
  const server = await startNginx(nginx, prepared);
  return {
    url: server.url,
    /** The gateway's JSON access log lines so far. */
    accessLog: () =>
      readFileSync(path.join(prepared.dir, 'access.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    async stop() {
      await server.stop();
      rmSync(prepared.dir, { recursive: true, force: true });
    },
  };
}
