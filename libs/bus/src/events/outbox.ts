import { randomUUID } from 'node:crypto';
import type { EventEnvelope, EventName, EventPayload } from '@mithaq/contracts';
import { currentRequestId } from '@mithaq/logging';
import type { EntityManager } from 'typeorm';

/** The Postgres channel recordEvent notifies on commit; a service's relay listens to it. */
export const OUTBOX_CHANNEL = 'outbox';

/**
 * Records an event inside the caller's transaction; the relay publishes it after commit.
 * Pass the transaction's manager so the event and the state change commit or fail together.
 * The commit also notifies the outbox channel, which wakes the service's relay in whichever
 * process runs it (Postgres delivers the notification only if the transaction commits, and once
 * however many events it recorded).
 */
export const recordEvent = async <E extends EventName>(
  manager: EntityManager,
  name: E,
  payload: EventPayload<E>,
): Promise<EventEnvelope<E>> => {
  if (!manager.queryRunner?.isTransactionActive) {
    throw new Error(`recordEvent(${name}) must run inside a transaction`);
  }
  const envelope: EventEnvelope<E> = {
    id: randomUUID(),
    name,
    occurredAt: new Date().toISOString(),
    requestId: currentRequestId(),
    payload,
  };
  // The row and the notification in one statement: one round trip for each recorded event.
  await manager.query(
    `WITH recorded AS (
       INSERT INTO outbox (id, name, payload, request_id, occurred_at)
       VALUES ($1, $2, $3::jsonb, $4, $5::timestamptz))
     SELECT pg_notify($6, '')`,
    [
      envelope.id,
      name,
      JSON.stringify(payload),
      envelope.requestId ?? null,
      envelope.occurredAt,
      OUTBOX_CHANNEL,
    ],
  );
  return envelope;
};
