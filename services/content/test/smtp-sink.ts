import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { freePort } from '@mithaq/testing';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  headers: Record<string, string>;
  text: string;
  raw: string;
}

const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Enough MIME for the single-part text mail the content service sends. */
export const parseMail = (raw: string, envelopeFrom: string, to: string[]): ReceivedMail => {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    from: envelopeFrom,
    to,
    subject: headers['subject'] ?? '',
    headers,
    text: text.replace(/\r\n/g, '\n').trimEnd(),
    raw,
  };
};

const readAll = async (stream: SMTPServerDataStream): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A real SMTP server on a free loopback port that refuses the first `refuse` messages with a
 * temporary 451 and accepts the rest, keeping what it accepted.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  attempts = 0;
  port = 0;
  private readonly server: SMTPServer;

  constructor(private refuse = 0) {
    this.server = new SMTPServer({
      // Plain SMTP on loopback: no STARTTLS certificate to trust, no login.
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData: (stream, session, callback) => {
        readAll(stream)
          .then((raw) => {
            this.attempts += 1;
            if (this.refuse > 0) {
              this.refuse -= 1;
              const error = Object.assign(new Error('Mailbox busy, try again later'), {
                responseCode: 451,
              });
              callback(error);
              return;
            }
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
            const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
            this.received.push(parseMail(raw, from, to));
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error('read')));
      },
    });
  }

  /** Refuse this many more messages before accepting again (Infinity: refuse everything). */
  refuseNext(count: number): void {
    this.refuse = count;
  }

  async start(): Promise<this> {
    this.port = await freePort();
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
