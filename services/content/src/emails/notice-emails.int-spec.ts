import { randomUUID } from 'node:crypto';
import {
  busNames,
  ContentRpc,
  type Actor,
  type EventEnvelope,
  type EventPayload,
} from '@mithaq/contracts';
import { RABBITMQ_URL, waitFor } from '@mithaq/testing';
import amqplib from 'amqplib';
import { Client } from 'pg';
import { startContent } from '../../test/content-harness';
import { SmtpSink } from '../../test/smtp-sink';
import { dedupeHashOf, noticeDedupeKey } from './notice-emails.service';

const admin: Actor = { userId: randomUUID(), role: 'admin' };

interface NoticeRow {
  id: string;
  to_address: string;
  subject: string;
  email_type: string;
  notice_kind: string;
  dedupe_hash: string;
  delivery_status: string;
}

describe('transactional emails other services request (messaging and course email requests)', () => {
  const smtp = new SmtpSink();
  let content: Awaited<ReturnType<typeof startContent>>;
  let db: Client;
  let connection: amqplib.ChannelModel;
  let channel: amqplib.ConfirmChannel;

  const publish = async (envelope: EventEnvelope) => {
    channel.publish(
      busNames(content.harness.prefix).eventsExchange,
      envelope.name,
      Buffer.from(JSON.stringify(envelope)),
      { persistent: true },
    );
    await channel.waitForConfirms();
  };

  const envelopeOf = (
    payload: EventPayload<'messaging.email.requested'>,
  ): EventEnvelope<'messaging.email.requested'> => ({
    id: randomUUID(),
    name: 'messaging.email.requested',
    occurredAt: new Date().toISOString(),
    requestId: null,
    payload,
  });

  const courseEnvelopeOf = (
    payload: EventPayload<'course.email.requested'>,
  ): EventEnvelope<'course.email.requested'> => ({
    id: randomUUID(),
    name: 'course.email.requested',
    occurredAt: new Date().toISOString(),
    requestId: null,
    payload,
  });

  const consumed = (eventId: string) =>
    waitFor(
      async () =>
        (await db.query('SELECT 1 FROM processed_events WHERE event_id = $1', [eventId]))
          .rowCount === 1,
      { what: `event ${eventId} consumed` },
    );

  const noticesTo = async (to: string): Promise<NoticeRow[]> =>
    (
      await db.query<NoticeRow>(
        `SELECT id, to_address, subject, email_type, notice_kind, dedupe_hash, delivery_status
           FROM sent_emails WHERE to_address = $1 ORDER BY sent_at`,
        [to],
      )
    ).rows;

  beforeAll(async () => {
    await smtp.start();
    content = await startContent({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      MAIL_FROM: 'Mithaq <no-reply@mithaq.test>',
      // The sweep hands over rows queued longer than this: short, so a second enqueue is tried
      // while the test watches, and only the row id as job id keeps it from sending twice.
      MAIL_STALE_AFTER_MS: '0',
    });
    db = new Client({ connectionString: (await content.harness.database('content')).url });
    await db.connect();
    connection = await amqplib.connect(RABBITMQ_URL);
    channel = await connection.createConfirmChannel();
  }, 30_000);
  afterAll(async () => {
    await channel.close();
    await connection.close();
    await db.end();
    await content.stop();
    await smtp.stop();
  }, 30_000);

  it('sends exactly one email per dedupeKey, however often the request arrives', async () => {
    const to = 'amina.notice@example.com';
    const payload = {
      dedupeKey: `match-request:${randomUUID()}`,
      to,
      subject: 'You have a new match request',
      text: 'Assalamu alaikum,\n\nA member has sent you a match request on Mithaq.',
      kind: 'match-request' as const,
    };
    const first = envelopeOf(payload);
    await publish(first);
    // The same envelope redelivered, and a second event carrying the same dedupeKey.
    await publish(first);
    const second = envelopeOf(payload);
    await publish(second);
    await consumed(first.id);
    await consumed(second.id);

    const delivered = await waitFor(
      () => {
        const mails = smtp.received.filter((mail) => mail.to.includes(to));
        return mails.length > 0 ? mails : undefined;
      },
      { timeoutMs: 15_000, what: 'the notice delivered' },
    );
    // Give a duplicate every chance to show up (sweep passes run every 200 ms).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    expect(delivered[0]?.subject).toBe('You have a new match request');
    expect(delivered[0]?.text).toContain('A member has sent you a match request on Mithaq.');

    const rows = await noticesTo(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email_type: 'notice',
      notice_kind: 'match-request',
      dedupe_hash: dedupeHashOf(payload.dedupeKey),
      delivery_status: 'sent',
    });
    // The key itself (it may hold ids) is not stored.
    const raw = await db.query('SELECT 1 FROM sent_emails WHERE body LIKE $1 OR dedupe_hash = $2', [
      `%${payload.dedupeKey}%`,
      payload.dedupeKey,
    ]);
    expect(raw.rowCount).toBe(0);
  }, 30_000);

  it('sends a second email for a different dedupeKey, and keeps notices out of the team’s list', async () => {
    const to = 'yusuf.notice@example.com';
    const kinds = ['request-accepted', 'new-message'] as const;
    for (const kind of kinds) {
      const envelope = envelopeOf({
        dedupeKey: `${kind}:${randomUUID()}`,
        to,
        subject: `Notice ${kind}`,
        text: 'Assalamu alaikum.',
        kind,
      });
      await publish(envelope);
      await consumed(envelope.id);
    }
    await waitFor(() => smtp.received.filter((mail) => mail.to.includes(to)).length === 2, {
      timeoutMs: 15_000,
      what: 'both notices delivered',
    });
    expect((await noticesTo(to)).map((row) => row.notice_kind).sort()).toEqual([...kinds].sort());
    const listed = await content.harness.rpc.call(ContentRpc.listSentEmails, {}, admin);
    expect(listed.filter((email) => email.to === to)).toEqual([]);
  }, 30_000);

  it('drops a request without a usable address instead of retrying it forever', async () => {
    const envelope = envelopeOf({
      dedupeKey: `new-message:${randomUUID()}`,
      to: 'not an address',
      subject: 'Never sent',
      text: 'Nothing',
      kind: 'new-message',
    });
    await publish(envelope);
    await consumed(envelope.id);
    expect(await noticesTo('not an address')).toEqual([]);
  });

  it('sends the course service’s confirmations once per dedupeKey, like messaging’s notices', async () => {
    const to = 'khadija.course@example.com';
    const bookingKey = `course-booking-confirmed:${randomUUID()}`;
    const booking = courseEnvelopeOf({
      dedupeKey: bookingKey,
      to,
      subject: 'Your marriage course booking is confirmed',
      text: 'Assalamu alaikum,\n\nYour place on the marriage course is confirmed.',
      kind: 'course-booking-confirmed',
    });
    await publish(booking);
    await publish(booking);
    const again = courseEnvelopeOf(booking.payload);
    await publish(again);
    const services = courseEnvelopeOf({
      dedupeKey: `services-order-confirmed:${randomUUID()}`,
      to,
      subject: 'Your wedding services order is confirmed',
      text: 'Assalamu alaikum,\n\nOur team will call you to arrange the details.',
      kind: 'services-order-confirmed',
    });
    await publish(services);
    // Messaging using the same key is another notice: the keys of two services never collide.
    const messaging = envelopeOf({
      dedupeKey: bookingKey,
      to,
      subject: 'You have a new message',
      text: 'Assalamu alaikum.',
      kind: 'new-message',
    });
    await publish(messaging);
    for (const envelope of [booking, again, services, messaging]) {
      await consumed(envelope.id);
    }

    await waitFor(() => smtp.received.filter((mail) => mail.to.includes(to)).length >= 3, {
      timeoutMs: 15_000,
      what: 'the course notices delivered',
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const mails = smtp.received.filter((mail) => mail.to.includes(to));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'You have a new message',
      'Your marriage course booking is confirmed',
      'Your wedding services order is confirmed',
    ]);
    expect(
      mails.find((mail) => mail.subject === 'Your marriage course booking is confirmed')?.text,
    ).toContain('Your place on the marriage course is confirmed.');
    const rows = await noticesTo(to);
    expect(rows.map((row) => row.notice_kind).sort()).toEqual([
      'course-booking-confirmed',
      'new-message',
      'services-order-confirmed',
    ]);
    expect(rows.find((row) => row.notice_kind === 'course-booking-confirmed')).toMatchObject({
      email_type: 'notice',
      dedupe_hash: dedupeHashOf(noticeDedupeKey('course.email.requested', bookingKey)),
      delivery_status: 'sent',
    });
    // Notices stay out of the team's sent emails list, the course's as messaging's.
    const listed = await content.harness.rpc.call(ContentRpc.listSentEmails, {}, admin);
    expect(listed.filter((email) => email.to === to)).toEqual([]);
  }, 30_000);

  it("sends the profile service's meeting notices once, the member's wali copied", async () => {
    const to = `member.${randomUUID().slice(0, 8)}@example.com`;
    const wali = `wali.${randomUUID().slice(0, 8)}@example.com`;
    const dedupeKey = `meeting-paid:${randomUUID()}:${randomUUID()}`;
    const envelope: EventEnvelope<'profile.email.requested'> = {
      id: randomUUID(),
      name: 'profile.email.requested',
      occurredAt: new Date().toISOString(),
      requestId: null,
      payload: {
        dedupeKey,
        to,
        // A bad address and the recipient's own are dropped; the wali once.
        cc: [wali, 'not an address', to, wali.toUpperCase()],
        subject: 'Your meeting arrangement is confirmed',
        text: 'Assalamu alaikum,\n\nThe meeting arrangement fee of £50.00 is paid.',
        kind: 'meeting-paid',
      },
    };
    await publish(envelope);
    await publish({ ...envelope, id: randomUUID() });
    await consumed(envelope.id);
    await waitFor(() => smtp.received.some((mail) => mail.to.includes(to)) || undefined, {
      timeoutMs: 15_000,
      what: 'the meeting notice delivered',
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const mails = smtp.received.filter((mail) => mail.to.includes(to));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to.sort()).toEqual([to, wali].sort());
    expect(mails[0]?.headers['cc']).toBe(wali);
    expect(mails[0]?.text).toContain('£50.00 is paid');
    const rows = await db.query<{
      notice_kind: string;
      cc_addresses: string[];
      dedupe_hash: string;
    }>('SELECT notice_kind, cc_addresses, dedupe_hash FROM sent_emails WHERE to_address = $1', [
      to,
    ]);
    expect(rows.rows).toEqual([
      {
        notice_kind: 'meeting-paid',
        cc_addresses: [wali],
        dedupe_hash: dedupeHashOf(noticeDedupeKey('profile.email.requested', dedupeKey)),
      },
    ]);
  }, 30_000);
});
