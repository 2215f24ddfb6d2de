import type { ComposeReply, ContactSubmission, RespondReply, SentEmail } from '@mithaq/contracts';
import {
  ApiClient,
  freePort,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  startPlatformWithAdmin,
  waitFor,
} from '@mithaq/testing';
import { SMTPServer } from 'smtp-server';

interface Received {
  to: string[];
  subject: string;
  text: string;
}

/** Single-part, 7-bit text mail, as the content service sends for ASCII messages. */
const parse = (raw: string, to: string[]): Received => {
  const split = raw.search(/\r?\n\r?\n/);
  const subject = /^Subject: (.*)$/im.exec(raw.slice(0, split))?.[1]?.trim() ?? '';
  const text = raw
    .slice(split)
    .replace(/^\r?\n\r?\n/, '')
    .replace(/\r\n/g, '\n')
    .trimEnd();
  return { to, subject, text };
};

/** The content service's mail goes to this real SMTP server on a free loopback port. */
const startSmtp = async (received: Received[]): Promise<{ port: number; server: SMTPServer }> => {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        received.push(parse(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return { port, server };
};

const form = {
  name: 'Aisha Rahman',
  email: 'aisha.rahman@example.com',
  subject: 'Question about Silver membership',
  message: 'Assalamu alaikum, how does the exchange of information work?',
};

describe('contact form, replies and sent emails through the gateway', () => {
  const received: Received[] = [];
  let smtp: { port: number; server: SMTPServer };
  let platform: Platform;
  let admin: ApiClient;

  /** A visitor whose requests come from `ip` (the gateway trusts the loopback proxy here). */
  const visitorFrom = (ip: string) => {
    const client = new ApiClient(platform.baseUrl);
    return (body: unknown) =>
      client
        .request('POST', '/api/contact', {
          json: body,
          headers: { 'x-forwarded-for': ip, 'user-agent': 'ContactTest/1.0' },
        })
        .then(async (response) => ({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: (await response.json()) as Record<string, unknown>,
        }));
  };

  beforeAll(async () => {
    smtp = await startSmtp(received);
    platform = new Platform({
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_SECURE: 'false',
        MAIL_BACKOFF_MS: '100',
        CONTACT_MAX_PER_IP: '3',
        CONTACT_WINDOW_MINUTES: '60',
        TRUST_PROXY: 'loopback',
      },
    });
    ({ admin } = await startPlatformWithAdmin(platform));
  }, PLATFORM_START_TIMEOUT);
  afterAll(async () => {
    await platform.stop();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  }, PLATFORM_STOP_TIMEOUT);

  it('delivers an admin reply to a contact message over SMTP and records it as sent', async () => {
    const sent = await visitorFrom('198.51.100.20')(form);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      success: true,
      message: 'Thank you for contacting us. We will get back to you shortly.',
    });

    const submissions = await admin.json<ContactSubmission[]>(
      'GET',
      '/api/admin/contact-submissions',
    );
    const submission = submissions.body.find((s) => s.subject === form.subject);
    expect(submission).toMatchObject({
      name: 'Aisha Rahman',
      status: 'unread',
      ipAddress: '198.51.100.20',
      userAgent: 'ContactTest/1.0',
    });
    if (!submission) {
      return;
    }

    const reply = await admin.json<RespondReply>(
      'POST',
      `/api/admin/contact-submissions/${submission.id}/respond`,
      {
        subject: 'Re: Question about Silver membership',
        message: 'Wa alaikum assalam Aisha,\nWe share details only once both sides agree.',
      },
    );
    expect(reply.status).toBe(201);
    expect(reply.body.recipientEmail).toBe('aisha.rahman@example.com');
    expect(reply.body.submission.status).toBe('responded');

    const mail = await waitFor(
      () => received.find((m) => m.subject === 'Re: Question about Silver membership'),
      { timeoutMs: 15_000, what: 'the reply to reach the SMTP server' },
    );
    expect(mail.to).toEqual(['aisha.rahman@example.com']);
    expect(mail.text).toBe(
      'Wa alaikum assalam Aisha,\nWe share details only once both sides agree.',
    );

    const after = await admin.json<ContactSubmission[]>('GET', '/api/admin/contact-submissions');
    const responded = after.body.find((s) => s.id === submission.id);
    expect(responded?.status).toBe('responded');
    expect(responded?.respondedAt).not.toBeNull();

    const email = await waitFor(
      async () =>
        (await admin.json<SentEmail[]>('GET', '/api/admin/sent-emails')).body.find(
          (e) => e.id === reply.body.sentEmail.id && e.deliveryStatus === 'sent',
        ),
      { timeoutMs: 15_000, what: 'the sent email to be marked sent' },
    );
    expect(email).toMatchObject({
      to: 'aisha.rahman@example.com',
      emailType: 'response',
      contactSubmissionId: submission.id,
    });
  });

  it('sends a composed email and deletes it from the list', async () => {
    const composed = await admin.json<ComposeReply>('POST', '/api/admin/compose-email', {
      to: 'omar@example.com',
      subject: 'Marriage course in May',
      message: 'Places are open for the May course.',
    });
    expect(composed.status).toBe(201);
    expect(composed.body.recipientEmail).toBe('omar@example.com');
    const mail = await waitFor(() => received.find((m) => m.subject === 'Marriage course in May'), {
      timeoutMs: 15_000,
      what: 'the composed email',
    });
    expect(mail.to).toEqual(['omar@example.com']);
    expect(mail.text).toBe('Places are open for the May course.');

    const deleted = await admin.json(
      'DELETE',
      `/api/admin/sent-emails/${composed.body.sentEmail.id}`,
    );
    expect(deleted.body).toEqual({
      deletedEmail: { id: composed.body.sentEmail.id, subject: 'Marriage course in May' },
    });
    const list = await admin.json<SentEmail[]>('GET', '/api/admin/sent-emails');
    expect(list.body.some((e) => e.id === composed.body.sentEmail.id)).toBe(false);

    const invalid = await admin.json<{ fields: Record<string, string> }>(
      'POST',
      '/api/admin/compose-email',
      { to: 'not-an-address', subject: '', message: 'x' },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({
      to: 'Please enter a valid email address',
      subject: 'Subject is required',
    });
  });

  it('refuses a contact message with the form texts', async () => {
    const refused = await visitorFrom('198.51.100.30')({ ...form, name: 'A', message: 'Short' });
    expect(refused.status).toBe(400);
    expect(refused.body['fields']).toEqual({
      name: 'Name must be at least 2 characters.',
      message: 'Message must be at least 10 characters.',
    });
  });

  it('limits contact messages per network', async () => {
    const send = visitorFrom('203.0.113.77');
    for (let i = 0; i < 3; i += 1) {
      expect((await send({ ...form, subject: `Limit test ${i}` })).status).toBe(201);
    }
    const limited = await send({ ...form, subject: 'Limit test 3' });
    expect(limited.status).toBe(429);
    expect(limited.body['message']).toMatch(
      /^Too many messages from your network\. Please wait (60 minutes|59 minutes) and try again\.$/,
    );
    expect(Number(limited.retryAfter)).toBeGreaterThan(3500);
    // Another network is not affected.
    expect((await visitorFrom('203.0.113.78')({ ...form, subject: 'Other network' })).status).toBe(
      201,
    );
  });
});
