import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectLogger } from '@mithaq/service-kit';
import type { Logger } from '@mithaq/logging';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import { InjectContentConfig, type ContentConfig } from '../config';

export interface OutgoingMail {
  /** The sent_emails id: it names the outbox file and the Message-ID, both stable per email. */
  id: string;
  to: string;
  /** Copied recipients (a notice's cc), if any. */
  cc?: string[];
  subject: string;
  text: string;
}

export interface MailReceipt {
  messageId: string;
  /** Where the message went: the SMTP server or the .eml file. */
  destination: string;
}

const domainOf = (from: string): string => /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'mithaq.local';

/**
 * Sends mail through SMTP when SMTP_HOST is set; otherwise writes each message as an .eml file
 * into MAIL_OUTBOX_DIR, so a development machine without a mail server still sees every email.
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly smtp: Transporter<SMTPTransport.SentMessageInfo> | null;
  private readonly outbox: Transporter<StreamTransport.SentMessageInfo> | null;
  private readonly outboxDir: string;
  private readonly messageDomain: string;

  constructor(
    @InjectContentConfig() private readonly config: ContentConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.outboxDir = resolve(config.MAIL_OUTBOX_DIR);
    this.messageDomain = domainOf(config.MAIL_FROM);
    if (config.SMTP_HOST) {
      this.smtp = nodemailer.createTransport({
        host: config.SMTP_HOST,
        port: config.SMTP_PORT,
        secure: config.SMTP_SECURE,
        auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD } : undefined,
        connectionTimeout: config.SMTP_TIMEOUT_MS,
        greetingTimeout: config.SMTP_TIMEOUT_MS,
        socketTimeout: config.SMTP_TIMEOUT_MS,
      });
      this.outbox = null;
      logger.info(
        { host: config.SMTP_HOST, port: config.SMTP_PORT, secure: config.SMTP_SECURE },
        'mail is sent through SMTP',
      );
    } else {
      this.smtp = null;
      this.outbox = nodemailer.createTransport({ streamTransport: true, buffer: true });
      logger.info(
        { outboxDir: this.outboxDir },
        `SMTP_HOST is not set: mail is written as .eml files into ${this.outboxDir}`,
      );
    }
  }

  async send(mail: OutgoingMail): Promise<MailReceipt> {
    const message = {
      from: this.config.MAIL_FROM,
      to: mail.to,
      ...(mail.cc && mail.cc.length > 0 ? { cc: mail.cc } : {}),
      subject: mail.subject,
      text: mail.text,
      messageId: `<${mail.id}@${this.messageDomain}>`,
    };
    if (this.smtp) {
      const info = await this.smtp.sendMail(message);
      return {
        messageId: info.messageId,
        destination: `smtp://${this.config.SMTP_HOST}:${this.config.SMTP_PORT}`,
      };
    }
    if (!this.outbox) {
      throw new Error('no mail transport configured');
    }
    const info = await this.outbox.sendMail(message);
    if (!Buffer.isBuffer(info.message)) {
      throw new Error('the outbox transport did not return the message bytes');
    }
    const file = join(this.outboxDir, `${mail.id}.eml`);
    await mkdir(this.outboxDir, { recursive: true });
    // Written whole or not at all: a reader never sees half a message.
    await writeFile(`${file}.tmp`, info.message);
    await rename(`${file}.tmp`, file);
    this.logger.info({ file }, `email written to ${file}`);
    return { messageId: info.messageId, destination: file };
  }

  onModuleDestroy(): void {
    this.smtp?.close();
  }
}
