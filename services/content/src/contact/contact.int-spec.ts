import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { CONTACT_THANKS, ContentRpc, DomainError, ErrorCode, type Actor } from '@mithaq/contracts';
import { waitFor } from '@mithaq/testing';
import { startContent } from '../../test/content-harness';

const admin: Actor = { userId: randomUUID(), role: 'admin' };
const seeker: Actor = { userId: randomUUID(), role: 'seeker' };

const codeOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
};

const message = (subject: string) => ({
  name: 'Fatima Hussain',
  email: 'fatima@example.com',
  subject,
  message: 'I would like to know when the next marriage course starts.',
  ipAddress: '203.0.113.9',
  userAgent: 'Mozilla/5.0 (test)',
});

describe('contact messages and replies', () => {
  let outbox: string;
  let content: Awaited<ReturnType<typeof startContent>>;

  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'mithaq-contact-'));
    content = await startContent({ MAIL_OUTBOX_DIR: outbox });
  }, 30_000);
  afterAll(async () => {
    await content.stop();
    await rm(outbox, { recursive: true, force: true });
  }, 30_000);

  const submit = async (subject: string) => {
    const reply = await content.harness.rpc.call(ContentRpc.submitContact, message(subject));
    expect(reply).toEqual({ success: true, message: CONTACT_THANKS });
    const listed = await content.harness.rpc.call(ContentRpc.listSubmissions, {}, admin);
    const found = listed.find((submission) => submission.subject === subject);
    if (!found) {
      throw new Error(`submission ${subject} not listed`);
    }
    return found;
  };

  it('stores a message as unread with where it came from, newest first', async () => {
    const first = await submit('Course dates please');
    const second = await submit('Another question');
    expect(first).toMatchObject({
      name: 'Fatima Hussain',
      email: 'fatima@example.com',
      status: 'unread',
      ipAddress: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (test)',
      adminNotes: null,
      respondedAt: null,
    });
    const listed = await content.harness.rpc.call(ContentRpc.listSubmissions, {}, admin);
    expect(listed.findIndex((s) => s.id === second.id)).toBeLessThan(
      listed.findIndex((s) => s.id === first.id),
    );
  });

  it('marks a message read and keeps notes', async () => {
    const submission = await submit('Please call me back');
    const updated = await content.harness.rpc.call(
      ContentRpc.updateSubmission,
      { id: submission.id, status: 'read', adminNotes: 'Phoned on Monday' },
      admin,
    );
    expect(updated).toMatchObject({ status: 'read', adminNotes: 'Phoned on Monday' });
    const cleared = await content.harness.rpc.call(
      ContentRpc.updateSubmission,
      { id: submission.id, adminNotes: '' },
      admin,
    );
    expect(cleared).toMatchObject({ status: 'read', adminNotes: null });
  });

  it('replies by email, marks the message responded and links the email to it', async () => {
    const submission = await submit('When is the course?');
    const reply = await content.harness.rpc.call(
      ContentRpc.respondToSubmission,
      {
        id: submission.id,
        subject: 'Re: When is the course?',
        message: 'The next course is on 3 May.',
      },
      admin,
    );
    expect(reply.recipientEmail).toBe('fatima@example.com');
    expect(reply.submission).toMatchObject({ id: submission.id, status: 'responded' });
    expect(reply.submission.respondedAt).not.toBeNull();
    expect(reply.sentEmail).toMatchObject({
      to: 'fatima@example.com',
      subject: 'Re: When is the course?',
      body: 'The next course is on 3 May.',
      emailType: 'response',
      contactSubmissionId: submission.id,
      deliveryStatus: 'queued',
    });
    const delivered = await waitFor(
      async () =>
        (await content.harness.rpc.call(ContentRpc.listSentEmails, {}, admin)).find(
          (email) => email.id === reply.sentEmail.id && email.deliveryStatus === 'sent',
        ),
      { what: 'the reply to be delivered' },
    );
    expect(delivered.deliveredAt).not.toBeNull();
    const eml = await readFile(join(outbox, `${reply.sentEmail.id}.eml`), 'utf8');
    expect(eml).toMatch(/^Subject: Re: When is the course\?$/m);
    expect(eml).toContain('The next course is on 3 May.');

    // Deleting the message keeps the record of what was sent.
    expect(
      await content.harness.rpc.call(ContentRpc.deleteSubmission, { id: submission.id }, admin),
    ).toEqual({ deleted: true, id: submission.id });
    const kept = (await content.harness.rpc.call(ContentRpc.listSentEmails, {}, admin)).find(
      (email) => email.id === reply.sentEmail.id,
    );
    expect(kept?.contactSubmissionId).toBeNull();
  });

  it('answers unknown messages with NOT_FOUND and non-admins with FORBIDDEN', async () => {
    const id = randomUUID();
    const rpc = content.harness.rpc;
    expect(
      await codeOf(
        rpc.call(ContentRpc.respondToSubmission, { id, subject: 's', message: 'm' }, admin),
      ),
    ).toBe(ErrorCode.NotFound);
    expect(await codeOf(rpc.call(ContentRpc.deleteSubmission, { id }, admin))).toBe(
      ErrorCode.NotFound,
    );
    expect(await codeOf(rpc.call(ContentRpc.updateSubmission, { id, status: 'read' }, admin))).toBe(
      ErrorCode.NotFound,
    );
    expect(await codeOf(rpc.call(ContentRpc.listSubmissions, {}, seeker))).toBe(
      ErrorCode.Forbidden,
    );
    expect(await codeOf(rpc.call(ContentRpc.listSentEmails, {}, seeker))).toBe(ErrorCode.Forbidden);
    expect(
      await codeOf(
        rpc.call(
          ContentRpc.composeEmail,
          { to: 'a@example.com', subject: 's', message: 'm' },
          seeker,
        ),
      ),
    ).toBe(ErrorCode.Forbidden);
  });

  it('refuses an invalid message with the form texts', async () => {
    const error = await content.harness.rpc
      .call(ContentRpc.submitContact, { ...message('Hi'), name: 'F' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).fields).toEqual({
      name: 'Name must be at least 2 characters.',
      subject: 'Subject must be at least 5 characters.',
    });
  });
});
