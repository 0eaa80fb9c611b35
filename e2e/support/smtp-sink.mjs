// A real SMTP server (the `smtp-server` package) on a free port for the browser flows: the
// API is started with SMTP_URL pointing at it, and a flow reads what arrived.
import assert from 'node:assert/strict';
import { SMTPServer } from 'smtp-server';
import { eventually } from './flow.mjs';

/** A header's value in a raw message, with folded lines joined. */
function header(raw, name) {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return match ? match[1].replace(/\r?\n[ \t]/g, ' ').trim() : '';
}

/**
 * Starts the sink; `messages` fills as emails arrive ({ to, subject, raw }).
 * @returns {Promise<{ url: string, messages: { to: string[], subject: string, raw: string }[], stop(): Promise<void> }>}
 */
export async function startSmtpSink() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(raw, 'Subject'),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    messages,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The decoded body (quoted-printable soft breaks and escapes undone) of the newest email to
 * `to` with `subject`, waiting for it to arrive.
 * @param {{ messages: { to: string[], subject: string, raw: string }[] }} sink
 */
export async function emailTo(sink, to, subject) {
  const mail = await eventually(() => {
    const found = sink.messages.filter((m) => m.to.includes(to) && m.subject === subject).at(-1);
    assert.ok(found, `no "${subject}" email to ${to} yet`);
    return found;
  });
  return mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
}
