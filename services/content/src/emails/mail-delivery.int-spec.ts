import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { ContentRpc, type Actor, type SentEmail } from '@mithaq/contracts';
import type { ServiceHarness } from '@mithaq/service-harness';
import { waitFor } from '@mithaq/testing';
import { Client } from 'pg';
import { startContent } from '../../test/content-harness';
import { SmtpSink } from '../../test/smtp-sink';

const admin: Actor = { userId: randomUUID(), role: 'admin' };

const emailById = async (harness: ServiceHarness, id: string): Promise<SentEmail | undefined> =>
  (await harness.rpc.call(ContentRpc.listSentEmails, {}, admin)).find((email) => email.id === id);

const settled = (harness: ServiceHarness, id: string, timeoutMs = 15_000) =>
  waitFor(
    async () => {
      const email = await emailById(harness, id);
      return email && email.deliveryStatus !== 'queued' ? email : undefined;
    },
    { timeoutMs, what: `email ${id} to be settled` },
  );

describe('email delivery through SMTP (BullMQ job with retries)', () => {
  const smtp = new SmtpSink();
  let content: Awaited<ReturnType<typeof startContent>>;

  beforeAll(async () => {
    await smtp.start();
    content = await startContent({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      MAIL_FROM: 'Mithaq Team <team@mithaq.test>',
      MAIL_ATTEMPTS: '4',
      // The sweep re-adds every queued row on each pass (every 200 ms) while retries back off:
      // only the job id (the row id) keeps that from sending or attempting twice.
      MAIL_STALE_AFTER_MS: '0',
      MAIL_BACKOFF_MS: '300',
    });
  }, 30_000);
  afterAll(async () => {
    await content.stop();
    await smtp.stop();
  }, 30_000);

  it('retries while the server refuses, then delivers once and marks the email sent', async () => {
    smtp.refuseNext(2);
    const before = smtp.attempts;
    const { recipientEmail, sentEmail } = await content.harness.rpc.call(
      ContentRpc.composeEmail,
      {
        to: 'amina@example.com',
        subject: 'Your introduction',
        message: 'Assalamu alaikum Amina,\n\nWe have news about your introduction.',
      },
      admin,
    );
    expect(recipientEmail).toBe('amina@example.com');
    expect(sentEmail).toMatchObject({ deliveryStatus: 'queued', emailType: 'compose' });

    const final = await settled(content.harness, sentEmail.id);
    expect(final).toMatchObject({ deliveryStatus: 'sent', failureReason: null });
    expect(final.deliveredAt).not.toBeNull();
    expect(smtp.attempts - before).toBe(3);

    const delivered = smtp.received.filter((mail) => mail.subject === 'Your introduction');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.to).toEqual(['amina@example.com']);
    expect(delivered[0]?.from).toBe('team@mithaq.test');
    expect(delivered[0]?.headers['message-id']).toBe(`<${sentEmail.id}@mithaq.test>`);
    expect(delivered[0]?.text).toBe(
      'Assalamu alaikum Amina,\n\nWe have news about your introduction.',
    );
  }, 30_000);

  it('marks the email failed with the reason after the last attempt', async () => {
    smtp.refuseNext(Number.POSITIVE_INFINITY);
    const before = smtp.attempts;
    try {
      const { sentEmail } = await content.harness.rpc.call(
        ContentRpc.composeEmail,
        { to: 'yusuf@example.com', subject: 'Never arrives', message: 'Refused every time.' },
        admin,
      );
      const final = await settled(content.harness, sentEmail.id);
      expect(final.deliveryStatus).toBe('failed');
      expect(final.deliveredAt).toBeNull();
      expect(final.failureReason).toMatch(/451.*Mailbox busy/);
      expect(smtp.attempts - before).toBe(4);
      expect(smtp.received.some((mail) => mail.subject === 'Never arrives')).toBe(false);
    } finally {
      smtp.refuseNext(0);
    }
  }, 30_000);

  it('hands rows that never reached the queue to it in the periodic sweep', async () => {
    const id = randomUUID();
    const db = new Client({ connectionString: (await content.harness.database('content')).url });
    await db.connect();
    // As if Redis had refused the job when the row was committed two minutes ago.
    await db.query(
      `INSERT INTO sent_emails (id, to_address, subject, body, email_type, sent_at, delivery_status)
       VALUES ($1, 'ibrahim@example.com', 'Swept up', 'Found by the sweep.', 'compose',
               now() - interval '2 minutes', 'queued')`,
      [id],
    );
    await db.end();
    const final = await settled(content.harness, id);
    expect(final.deliveryStatus).toBe('sent');
    expect(smtp.received.filter((mail) => mail.subject === 'Swept up')).toHaveLength(1);
  }, 30_000);
});

describe('email delivery without SMTP (outbox folder)', () => {
  let outbox: string;
  let content: Awaited<ReturnType<typeof startContent>>;

  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'mithaq-outbox-'));
    content = await startContent({ MAIL_OUTBOX_DIR: outbox });
  }, 30_000);
  afterAll(async () => {
    await content.stop();
    await rm(outbox, { recursive: true, force: true });
  }, 30_000);

  it('writes each email as an .eml file named after it and marks it sent', async () => {
    const { sentEmail } = await content.harness.rpc.call(
      ContentRpc.composeEmail,
      { to: 'zainab@example.com', subject: 'Course dates', message: 'The next course is in May.' },
      admin,
    );
    const final = await settled(content.harness, sentEmail.id);
    expect(final.deliveryStatus).toBe('sent');
    expect(await readdir(outbox)).toEqual([`${sentEmail.id}.eml`]);
    const eml = await readFile(join(outbox, `${sentEmail.id}.eml`), 'utf8');
    expect(eml).toMatch(/^To: zainab@example\.com$/m);
    expect(eml).toMatch(/^Subject: Course dates$/m);
    expect(eml).toMatch(/^From: Mithaq <no-reply@mithaq\.local>$/m);
    expect(eml).toContain('The next course is in May.');
  }, 30_000);
});
