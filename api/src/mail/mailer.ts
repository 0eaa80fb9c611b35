import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config/app-config.js';
import type { EmailContent } from './order-email.js';

/** Injection token of the {@link Mailer}. */
export const MAILER = Symbol('MAILER');

/** One email to one address; `id` becomes its Message-ID, the same on every retry. */
export interface OutgoingEmail extends EmailContent {
  id: string;
  to: string;
}

/** Sends an email; throws when it could not be handed over. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

function messageOf(email: OutgoingEmail, from: string) {
  return {
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    // A stable Message-ID: a copy resent after a crash between "accepted" and "marked sent"
    // is recognisably the same message.
    messageId: `<${email.id}@greencart.outbox>`,
  };
}

/** SMTP through nodemailer (`SMTP_URL`). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(email: OutgoingEmail): Promise<void> {
    await this.transport.sendMail(messageOf(email, this.from));
  }

  close(): void {
    this.transport.close();
  }
}

/** The development default: each email as an `.eml` file under `<dataDir>/mail/`, path logged. */
export class EmlFileMailer implements Mailer {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    private readonly folder: string,
    private readonly from: string,
  ) {}

  async send(email: OutgoingEmail): Promise<void> {
    const info = (await this.transport.sendMail(messageOf(email, this.from))) as {
      message: Buffer;
    };
    await mkdir(this.folder, { recursive: true });
    const path = join(this.folder, `${email.id}.eml`);
    await writeFile(path, info.message);
    this.logger.log(`Email "${email.subject}" to ${email.to} written to ${path}`);
  }

  close(): void {
    this.transport.close();
  }
}

/** The mailer for the configuration: SMTP when `SMTP_URL` is set, else `.eml` files. */
export function createMailer(config: MailConfig, dataDir: string): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.from)
    : new EmlFileMailer(join(dataDir, 'mail'), config.from);
}
