import { freePort, waitFor } from '@mithaq/testing';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export interface InboxMessage {
  to: string[];
  subject: string;
  text: string;
}

/** Undoes quoted-printable: long lines (the links) arrive split with soft line breaks. */
const fromQuotedPrintable = (body: string): string =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Enough MIME for the single-part text mail the content service sends. */
const parseMessage = (raw: string, to: string[]): InboxMessage => {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? fromQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to, subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
};

const readAll = async (stream: SMTPServerDataStream): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A real SMTP server on a free loopback port: the platform's content service delivers its mail
 * here (pass `env` to the Platform), and a test reads the links members would click.
 */
export class MailInbox {
  readonly messages: InboxMessage[] = [];
  port = 0;
  private readonly server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust and no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData: (stream, session, callback) => {
      readAll(stream).then(
        (raw) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          this.messages.push(parseMessage(raw, to));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  async start(): Promise<this> {
    this.port = await freePort();
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    return this;
  }

  /** The Platform settings that send the content service's mail to this inbox. */
  get platformEnv(): Record<string, string> {
    return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(this.port), SMTP_SECURE: 'false' };
  }

  /** Every `<path>?token=` link mailed to the address so far, in the order they arrived. */
  linksTo(address: string, path: string): string[] {
    const pattern = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]{43}`, 'g');
    return this.messages
      .filter((message) => message.to.includes(address.toLowerCase()))
      .flatMap((message) => message.text.match(pattern) ?? []);
  }

  /** Waits until more than `seen` such links reached the address; the newest one. */
  async waitForLink(address: string, path: string, seen = 0): Promise<string> {
    return waitFor(
      () => {
        const links = this.linksTo(address, path);
        return links.length > seen ? links.at(-1) : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 100, what: `a ${path} link mailed to ${address}` },
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
