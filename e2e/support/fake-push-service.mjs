// A local stand-in for a browser's push service (what FCM or Mozilla's autopush do for Web
// Push), for the API's tests. Each "device" it makes has its own endpoint and keys; a message
// is taken only when its VAPID header is a valid ES256 JWT for this origin signed by the key it
// names (RFC 8292), and its body is decrypted with the device's private key and auth secret
// (aes128gcm, RFC 8291), so a test sees exactly what the device would show. Push services
// speak HTTPS only (so does web-push): the fake serves the self-signed certificate beside this
// file (for 127.0.0.1, test use only), which the API trusts through PUSH_CA_FILE.
import {
  createECDH,
  createHmac,
  createDecipheriv,
  createPublicKey,
  randomBytes,
  verify,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:https';

const hmac = (key, data) => createHmac('sha256', key).update(data).digest();
const b64url = (buffer) => Buffer.from(buffer).toString('base64url');

/** The plaintext of an aes128gcm body for the device (`ecdh`, `auth`); throws when it is not. */
function decrypt(body, ecdh, auth) {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const receiverKey = ecdh.getPublicKey();
  const secret = ecdh.computeSecret(senderKey);
  const prkKey = hmac(auth, secret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>`; answers the claims, or throws why not. */
function checkVapid(header, origin) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no vapid authorization');
  const [, token, key] = match;
  const [head, claims, signature] = token.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(raw.subarray(1, 33)),
      y: b64url(raw.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('bad vapid signature');
  const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  if (JSON.parse(Buffer.from(head, 'base64url').toString('utf8')).alg !== 'ES256') {
    throw new Error('vapid alg is not ES256');
  }
  if (decoded.aud !== origin) throw new Error(`vapid aud ${decoded.aud} is not ${origin}`);
  if (!(decoded.exp * 1000 > Date.now())) throw new Error('vapid token expired');
  if (typeof decoded.sub !== 'string') throw new Error('vapid sub missing');
  return { ...decoded, key };
}

/** Starts the fake on a free port of 127.0.0.1 (see fake-push-service.d.mts). */
export async function startFakePushService() {
  const devices = new Map();
  const messages = [];
  const rejected = [];
  const tls = {
    key: readFileSync(new URL('./fake-push-service.key.pem', import.meta.url)),
    cert: readFileSync(new URL('./fake-push-service.cert.pem', import.meta.url)),
  };
  const server = createServer(tls, (request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      const device = id ? devices.get(id) : undefined;
      const answer = (status, why) => {
        if (status >= 400) rejected.push({ device: id, status, why });
        response.writeHead(status, { 'content-type': 'text/plain' });
        response.end(why ?? '');
      };
      if (request.method !== 'POST' || !device) return answer(404, 'no such subscription');
      const failure = device.failures.shift();
      if (failure === 'disconnect') return request.socket.destroy();
      if (failure) return answer(failure, 'told to fail');
      if (device.gone) return answer(410, 'subscription expired');
      try {
        const vapid = checkVapid(request.headers.authorization, fake.url);
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error('content-encoding is not aes128gcm');
        }
        if (!request.headers.ttl) throw new Error('no TTL');
        const text = decrypt(Buffer.concat(chunks), device.ecdh, device.auth);
        messages.push({
          device: id,
          payload: JSON.parse(text),
          urgency: request.headers.urgency ?? 'normal',
          vapid,
        });
        answer(201);
      } catch (error) {
        answer(400, error instanceof Error ? error.message : String(error));
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake = {
    url: `https://127.0.0.1:${server.address().port}`,
    caFile: fileURLToPath(new URL('./fake-push-service.cert.pem', import.meta.url)),
    messages,
    rejected,
    device() {
      const id = b64url(randomBytes(12));
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, failures: [], gone: false });
      return {
        id,
        subscription: {
          endpoint: `${fake.url}/push/${id}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
      };
    },
    expire(id) {
      devices.get(id).gone = true;
    },
    fail(id, ...failures) {
      devices.get(id).failures.push(...failures);
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
