// A minimal Redis client (RESP over a socket) for the ops tests' set-up and clean-up only:
// the API itself uses ioredis.
import net from 'node:net';

/**
 * Sends one command and answers the reply (string, number, null or array of those).
 * @param {string} url redis://host:port
 * @param {string[]} command
 */
export function redisCommand(url, command) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host: hostname, port: Number(port || 6379) });
    let buffer = Buffer.alloc(0);
    socket.setTimeout(2000, () => socket.destroy(new Error('redis timeout')));
    socket.once('error', reject);
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      const parsed = parse(buffer, 0);
      if (parsed) {
        socket.end();
        if (parsed.value instanceof Error) reject(parsed.value);
        else resolve(parsed.value);
      }
    });
    socket.write(
      `*${command.length}\r\n${command.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`,
    );
  });
}

/**
 * Parses one RESP value at `offset`, or null when more bytes are needed.
 * @param {Buffer} buffer
 * @param {number} offset
 * @returns {{ value: unknown, end: number } | null}
 */
function parse(buffer, offset) {
  const lineEnd = buffer.indexOf('\r\n', offset);
  if (lineEnd < 0) return null;
  const type = String.fromCharCode(buffer[offset]);
  const line = buffer.toString('utf8', offset + 1, lineEnd);
  if (type === '+') return { value: line, end: lineEnd + 2 };
  if (type === '-') return { value: new Error(line), end: lineEnd + 2 };
  if (type === ':') return { value: Number(line), end: lineEnd + 2 };
  if (type === '$') {
    const length = Number(line);
    if (length < 0) return { value: null, end: lineEnd + 2 };
    const end = lineEnd + 2 + length;
    if (buffer.length < end + 2) return null;
    return { value: buffer.toString('utf8', lineEnd + 2, end), end: end + 2 };
  }
  if (type === '*') {
    const count = Number(line);
    const items = [];
    let at = lineEnd + 2;
    for (let i = 0; i < count; i += 1) {
      const item = parse(buffer, at);
      if (!item) return null;
      items.push(item.value);
      at = item.end;
    }
    return { value: items, end: at };
  }
  throw new Error(`unexpected RESP type ${type}`);
}

/**
 * True when a Redis server answers PING at `url`.
 * @param {string} url
 */
export async function redisAnswers(url) {
  try {
    return (await redisCommand(url, ['PING'])) === 'PONG';
  } catch {
    return false;
  }
}

/**
 * Every key starting with `prefix` (SCAN, so a busy Redis is not blocked).
 * @param {string} url
 * @param {string} prefix
 * @returns {Promise<string[]>}
 */
export async function keysWithPrefix(url, prefix) {
  const keys = [];
  let cursor = '0';
  do {
    const [next, batch] = /** @type {[string, string[]]} */ (
      await redisCommand(url, ['SCAN', cursor, 'MATCH', `${prefix}*`, 'COUNT', '1000'])
    );
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

/**
 * Deletes our keys only (those starting with `prefix`).
 * @param {string} url
 * @param {string} prefix
 */
export async function deleteKeysWithPrefix(url, prefix) {
  const keys = await keysWithPrefix(url, prefix);
  if (keys.length > 0) await redisCommand(url, ['DEL', ...keys]);
  return keys.length;
}
