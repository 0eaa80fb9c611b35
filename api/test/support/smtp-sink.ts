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
  return match ? decodeWords(match[1].replace(/\r?\n[ \t]/g, ' ').trim()) : '';
}

/**
 * A header with RFC 2047 encoded words (`=?UTF-8?B?…?=`, how a Sinhala or Tamil subject is
 * sent) as text. Adjacent words are one run of bytes: a character may be split between them.
 */
function decodeWords(value: string): string {
  return value.replace(/(?:=\?UTF-8\?([BQ])\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)].map(([, kind, text]) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ),
    );
    return `${Buffer.concat(bytes).toString('utf8')}${/\s$/.test(run) ? ' ' : ''}`;
  });
}

/** The base64 parts of a message decoded (text in Sinhala or Tamil is sent so), one after another. */
function base64Parts(raw: string): string {
  const parts = raw.matchAll(
    /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
  );
  return [...parts].map((part) => Buffer.from(part[1], 'base64').toString('utf8')).join('\n');
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
          body: `${decodeQuotedPrintable(raw)}${base64Parts(raw)}`,
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
