import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake S3 server received. */
export interface S3Request {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A tiny S3-compatible HTTP server: PUT stores an object, GET reads it back. */
export interface FakeS3 {
  endpoint: string;
  requests: S3Request[];
  /** Objects by path (`/<bucket>/<key>`). */
  objects: Map<string, { body: Buffer; contentType?: string }>;
  /** Makes every following request fail with this status and S3 error code. */
  failWith(status: number, code: string): void;
  stop(): Promise<void>;
}

/**
 * Starts the fake on a free loopback port. It answers like S3 does for the calls the API
 * makes (PutObject, path-style), enough to check what the real SDK sends.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const requests: S3Request[] = [];
  const objects = new Map<string, { body: Buffer; contentType?: string }>();
  let failure: { status: number; code: string } | undefined;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
      const body = Buffer.concat(chunks);
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      if (failure) {
        res.writeHead(failure.status, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0"?><Error><Code>${failure.code}</Code></Error>`);
      } else if (req.method === 'PUT') {
        objects.set(path, { body, contentType: req.headers['content-type'] });
        res.writeHead(200, { etag: '"fake-etag"' });
        res.end();
      } else if (req.method === 'GET' && objects.has(path)) {
        const object = objects.get(path)!;
        res.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream' });
        res.end(object.body);
      } else {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code></Error>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    objects,
    failWith(status, code) {
      failure = { status, code };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
