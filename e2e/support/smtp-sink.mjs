// A real SMTP server (the `smtp-server` package) on a free port for the browser flows: the
// API is started with SMTP_URL pointing at it, and a flow reads what arrived.
import { SMTPServer } from 'smtp-server';

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
