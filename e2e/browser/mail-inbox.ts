import { waitFor, type DeliveredEmail, type Platform } from '@mithaq/testing';

/**
 * A member's mailbox on a platform: the mail the content service delivered to an address (its
 * SMTP transport has its own API tests), read from the service's record of what it sent. Members
 * have addresses of their own, so several files can share one platform's mail.
 */
export class MailInbox {
  constructor(private readonly platform: Platform) {}

  /** Everything delivered to the address so far, oldest first. */
  messagesTo(address: string): Promise<DeliveredEmail[]> {
    return this.platform.deliveredEmails(address);
  }

  /** Every `<path>?token=` link mailed to the address so far, in the order they arrived. */
  async linksTo(address: string, path: string): Promise<string[]> {
    const pattern = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]{43}`, 'g');
    const messages = await this.messagesTo(address);
    return messages.flatMap((message) => message.text.match(pattern) ?? []);
  }

  /** Waits until more than `seen` such links reached the address; the newest one. */
  async waitForLink(address: string, path: string, seen = 0): Promise<string> {
    return waitFor(
      async () => {
        const links = await this.linksTo(address, path);
        return links.length > seen ? links.at(-1) : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 250, what: `a ${path} link mailed to ${address}` },
    );
  }
}
