// A local stand-in for Notify.lk's SMS API (https://app.notify.lk/api/v1/send), for the API's
// tests: it checks the account fields as Notify.lk does and keeps every message it took.
import { createServer } from 'node:http';

/**
 * Starts the fake on a free port of 127.0.0.1. `account` is the one it accepts
 * ({ userId, apiKey, senderId }); `fail` makes the next sends fail (see fake-notifylk.d.mts).
 */
export async function startFakeNotifyLk(account) {
  const messages = [];
  const requests = [];
  const state = { failures: [] };
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const fields = Object.fromEntries(
        request.method === 'POST'
          ? new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
          : url.searchParams,
      );
      requests.push({ method: request.method, path: url.pathname, fields });
      const answer = (status, body) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (url.pathname !== '/api/v1/send')
        return answer(404, { status: 'error', message: 'Not found' });
      const failure = state.failures.shift();
      if (failure === 'disconnect') return request.socket.destroy();
      if (failure)
        return answer(failure.http, { status: 'error', message: failure.message ?? 'Failed' });
      if (fields.user_id !== account.userId || fields.api_key !== account.apiKey) {
        return answer(401, { status: 'error', message: 'Invalid API credentials' });
      }
      if (fields.sender_id !== account.senderId) {
        return answer(400, { status: 'error', message: 'Sender ID not approved' });
      }
      if (!/^947\d{8}$/.test(fields.to ?? '')) {
        return answer(400, { status: 'error', message: 'Invalid recipient number' });
      }
      if (!fields.message || fields.message.length > 621) {
        return answer(400, { status: 'error', message: 'Invalid message' });
      }
      messages.push({ to: fields.to, message: fields.message, type: fields.type ?? null });
      answer(200, { status: 'success', data: 'Sent' });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    requests,
    fail(...failures) {
      state.failures.push(...failures);
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
