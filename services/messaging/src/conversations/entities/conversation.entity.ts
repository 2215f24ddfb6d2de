import type { ClosedReason, ConversationKind } from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A support thread (member in memberA, no memberB) or a member conversation (the pair in id
 * order). A deleted member's side is null.
 */
@Entity({ name: 'conversations' })
export class ConversationEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 10 })
  kind: ConversationKind;

  @Column({ name: 'member_a', type: 'uuid', nullable: true })
  memberA: string | null;

  @Column({ name: 'member_b', type: 'uuid', nullable: true })
  memberB: string | null;

  @Column({ type: 'boolean' })
  closed: boolean;

  @Column({ name: 'closed_reason', type: 'varchar', length: 20, nullable: true })
  closedReason: ClosedReason;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'last_message_at', type: 'timestamptz', nullable: true })
  lastMessageAt: Date | null;
}
