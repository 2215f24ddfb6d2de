import type { EventPayload } from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An email asked of the content service: one per cause (dedupe key), and the hourly limit. */
@Entity({ name: 'email_log' })
export class EmailLogEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'conversation_id', type: 'uuid', nullable: true })
  conversationId: string | null;

  @Column({ type: 'varchar', length: 20 })
  kind: EventPayload<'messaging.email.requested'>['kind'];

  @Column({ name: 'dedupe_key', type: 'varchar', length: 200 })
  dedupeKey: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
