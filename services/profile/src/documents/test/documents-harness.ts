import { randomUUID } from 'node:crypto';
import {
  busNames,
  DocumentRpc,
  DomainError,
  type Actor,
  type DocumentType,
  type EventEnvelope,
  type EventName,
  type EventPayload,
  type MemberDocument,
} from '@mithaq/contracts';
import { ServiceHarness } from '@mithaq/service-harness';
import { RABBITMQ_URL, waitFor } from '@mithaq/testing';
import type { INestMicroservice } from '@nestjs/common';
import amqplib from 'amqplib';
import { Client } from 'pg';
import sharp from 'sharp';
import { createProfileService } from '../../service';
import { loadDocumentsConfig } from '../documents.config';
import { DocumentSweep } from '../document-sweep';

export interface TestMember extends Actor {
  username: string;
  email: string;
  fullName: string;
}

/** A small JPEG or PNG of one colour, as a phone would send it. */
export const makeImage = (format: 'jpeg' | 'png', width = 96, height = 64): Promise<Buffer> => {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

/** A minimal PDF with `marker` in its text. */
export const makePdf = (marker: string): Buffer =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${marker}\n` +
      `BT /F1 12 Tf (${marker}) Tj ET\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

/** `head` followed by zero bytes up to `size` bytes in all. */
export const padded = (head: Buffer, size: number): Buffer => {
  const bytes = Buffer.alloc(size);
  head.copy(bytes);
  return bytes;
};

/** The date `days` before today (UTC), YYYY-MM-DD. */
export const daysAgo = (days: number): string =>
  new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The error an RPC call failed with. */
export const failure = async (call: Promise<unknown>): Promise<DomainError> => {
  try {
    await call;
  } catch (error) {
    if (error instanceof DomainError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the call to fail');
};

/**
 * The profile service in this process on a fresh database and queue prefix, with helpers to
 * publish the events identity and matching send, to upload files and to read the database.
 */
export class DocumentsHarness {
  readonly services = new ServiceHarness(30_000);
  readonly admin: Actor = { userId: randomUUID(), role: 'admin' };
  private connection: amqplib.ChannelModel | null = null;
  private channel: amqplib.ConfirmChannel | null = null;
  private app: INestMicroservice | null = null;
  db!: Client;

  get rpc() {
    return this.services.rpc;
  }

  async start(sweepMs = 3_600_000): Promise<this> {
    const config = loadDocumentsConfig({ DOCUMENTS_SWEEP_MS: String(sweepMs) });
    this.app = await this.services.start(createProfileService(config));
    this.db = new Client({ connectionString: (await this.services.database('profile')).url });
    await this.db.connect();
    this.connection = await amqplib.connect(RABBITMQ_URL);
    this.channel = await this.connection.createConfirmChannel();
    return this;
  }

  async stop(): Promise<void> {
    await this.channel?.close();
    await this.connection?.close();
    await this.db?.end();
    await this.services.stop();
  }

  sweep(): Promise<number> {
    if (!this.app) {
      throw new Error('start the harness first');
    }
    return this.app.get(DocumentSweep).sweep();
  }

  /** Publishes an event as its owner would and waits until the service has handled it. */
  async publish<E extends EventName>(name: E, payload: EventPayload<E>): Promise<void> {
    const envelope: EventEnvelope<E> = {
      id: randomUUID(),
      name,
      occurredAt: new Date().toISOString(),
      requestId: null,
      payload,
    };
    await this.deliver(envelope);
  }

  async deliver(envelope: EventEnvelope): Promise<void> {
    const channel = this.channel;
    if (!channel) {
      throw new Error('start the harness first');
    }
    channel.publish(
      busNames(this.services.prefix).eventsExchange,
      envelope.name,
      Buffer.from(JSON.stringify(envelope)),
      { persistent: true, messageId: envelope.id },
    );
    await channel.waitForConfirms();
    await waitFor(
      async () =>
        (await this.db.query('SELECT 1 FROM processed_events WHERE event_id = $1', [envelope.id]))
          .rowCount === 1,
      { timeoutMs: 15_000, what: `${envelope.name} to be consumed` },
    );
  }

  /** A member registered with identity (so the service knows their name and email). */
  async member(waliContact: string | null = null): Promise<TestMember> {
    const userId = randomUUID();
    const username = `d_${userId.slice(0, 8)}`;
    const email = `${username}@example.com`;
    const fullName = `Member ${userId.slice(0, 4)}`;
    await this.publish('identity.account.registered', {
      userId,
      username,
      email,
      role: 'seeker',
      createdAt: new Date().toISOString(),
      personal: {
        fullName,
        gender: 'female',
        dateOfBirth: '1996-02-02',
        nationality: 'British',
        ethnicity: 'Pakistani',
        countryOfResidence: 'United Kingdom',
        maritalStatus: 'single',
        practiceLevel: 'practicing',
        lookingFor: 'male',
        waliContact,
        bio: 'A member of the test community.',
      },
    });
    return { userId, role: 'seeker', username, email, fullName };
  }

  /** An accepted match between two members (the request's id is the match id). */
  async match(a: Actor, b: Actor): Promise<string> {
    const requestId = randomUUID();
    await this.publish('matching.request.answered', {
      requestId,
      requesterId: a.userId,
      targetId: b.userId,
      status: 'accepted',
    });
    return requestId;
  }

  upload(
    member: Actor,
    type: DocumentType,
    bytes: Buffer,
    issueDate?: string,
  ): Promise<MemberDocument> {
    return this.rpc.call(
      DocumentRpc.upload,
      { type, base64: bytes.toString('base64'), ...(issueDate ? { issueDate } : {}) },
      member,
    );
  }

  /** Uploads all five documents (small generated files) and returns them by type. */
  async uploadAll(member: Actor): Promise<Record<DocumentType, MemberDocument>> {
    const jpeg = await makeImage('jpeg');
    const uploaded = {
      face_photo: await this.upload(member, 'face_photo', jpeg),
      full_body_photo: await this.upload(member, 'full_body_photo', await makeImage('png')),
      casual_photo: await this.upload(member, 'casual_photo', jpeg),
      id_document: await this.upload(member, 'id_document', makePdf('ID')),
      proof_of_address: await this.upload(member, 'proof_of_address', jpeg, daysAgo(10)),
    };
    return uploaded;
  }

  /** Approves every submitted document of the member. */
  async approveAll(documents: Record<DocumentType, MemberDocument>): Promise<void> {
    for (const document of Object.values(documents)) {
      await this.rpc.call(
        DocumentRpc.adminReview,
        { documentId: document.id ?? '', review: { decision: 'approve' } },
        this.admin,
      );
    }
  }

  /** The events the service recorded with that name whose payload matches `filter`. */
  async outbox<E extends EventName>(
    name: E,
    filter: Record<string, string> = {},
  ): Promise<EventPayload<E>[]> {
    const { rows } = await this.db.query<{ payload: EventPayload<E> }>(
      'SELECT payload FROM outbox WHERE name = $1 AND payload @> $2::jsonb ORDER BY seq',
      [name, JSON.stringify(filter)],
    );
    return rows.map((row) => row.payload);
  }

  async count(sql: string, params: unknown[]): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params);
    return Number(rows[0]?.n ?? 0);
  }
}
