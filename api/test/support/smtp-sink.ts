import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message the sink accepted. */
export interface SunkMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable undone (what a reader sees, for assertions). */
  body: string;
  subject: string;
  messageId: string;
}

/** A real SMTP server (the `smtp-server` package) on a free port that keeps what arrives. */
export interface SmtpSink {
  url: string;
  messages: SunkMail[];
  /** Refuses the next `n` messages with a 451 (a temporary failure). */
  refuseNext(n: number): void;
  stop(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return match ? match[1].replace(/\r?\n[ \t]/g, ' ').trim() : '';
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          body: decodeQuotedPrintable(raw),
          subject: header(raw, 'Subject'),
          messageId: header(raw, 'Message-ID'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(n) {
      refusals = n;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
