import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { smsLength } from '@greencart/contracts';

/** Injection token of the {@link SmsSender}. */
export const SMS_SENDER = Symbol('SMS_SENDER');

/** One text message to one number; `id` is the outbox row's (the same on every retry). */
export interface OutgoingSms {
  id: string;
  /** The number in its stored form, `+94771234567`. */
  to: string;
  text: string;
}

/**
 * The messaging port: hands one SMS to a provider; throws when it could not (the outbox tries
 * again later). Adapters know their provider; nothing else does.
 */
export interface SmsSender {
  /** The provider's name, for logs and /health-like reports. */
  readonly name: string;
  send(sms: OutgoingSms): Promise<void>;
}

/** A provider refused the message; `permanent` when retrying cannot help (a bad number). */
export class SmsRefused extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** The development default: each SMS as a text file under `<dataDir>/sms/`, path logged. */
export class FolderSmsSender implements SmsSender {
  readonly name = 'folder';
  private readonly logger = new Logger('Sms');

  constructor(private readonly folder: string) {}

  async send(sms: OutgoingSms): Promise<void> {
    const length = smsLength(sms.text);
    await mkdir(this.folder, { recursive: true });
    const path = join(this.folder, `${sms.id}.txt`);
    const head = `To: ${sms.to}\nEncoding: ${length.encoding}, ${length.units} units, ${length.segments} segment(s)\n\n`;
    await writeFile(path, `${head}${sms.text}\n`);
    this.logger.log(`SMS to ${sms.to} written to ${path}`);
  }
}
