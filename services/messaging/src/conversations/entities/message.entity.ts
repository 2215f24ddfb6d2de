import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'messages' })
export class MessageEntity {
  @PrimaryColumn('uuid')
  id: string;

  /** Insertion order: the thread's order and its page cursor. */
  @Column({ type: 'bigint', generated: 'increment', insert: false, update: false })
  seq: string;

  @Column({ name: 'conversation_id', type: 'uuid' })
  conversationId: string;

  /** Null only for a team answer whose admin account was deleted. */
  @Column({ name: 'sender_id', type: 'uuid', nullable: true })
  senderId: string | null;

  /** Null for a message to the support team, or when the receiver's account was deleted. */
  @Column({ name: 'receiver_id', type: 'uuid', nullable: true })
  receiverId: string | null;

  @Column({ name: 'from_support', type: 'boolean' })
  fromSupport: boolean;

  @Column({ type: 'varchar', length: 2000 })
  content: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  @Column({ name: 'is_flagged', type: 'boolean' })
  isFlagged: boolean;

  @Column({ name: 'flag_reasons', type: 'text', array: true })
  flagReasons: string[];

  @Column({ name: 'is_first_contact', type: 'boolean' })
  isFirstContact: boolean;

  @Column({ name: 'removed_at', type: 'timestamptz', nullable: true })
  removedAt: Date | null;

  @Column({ name: 'removed_by', type: 'uuid', nullable: true })
  removedBy: string | null;
}
