import type { MessagingAuditEntry } from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An admin's read of a member conversation, or a moderation action. */
@Entity({ name: 'messaging_audit' })
export class AuditEntryEntity {
  @PrimaryColumn('uuid')
  id: string;

  /** Null once the admin's own account is deleted. */
  @Column({ name: 'admin_id', type: 'uuid', nullable: true })
  adminId: string | null;

  @Column({ type: 'varchar', length: 30 })
  action: MessagingAuditEntry['action'];

  @Column({ name: 'conversation_id', type: 'uuid', nullable: true })
  conversationId: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  detail: string | null;

  @Column({ type: 'timestamptz' })
  at: Date;
}
