import type { DeliveryStatus, EmailType } from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What the team sent (EmailType, listed in the admin area) or a transactional 'notice' another
 * service asked for (a match request, an accepted request, a new message).
 */
export type StoredEmailType = EmailType | 'notice';

/** A row the admin area lists: one the team sent. */
export type TeamEmailEntity = SentEmailEntity & { emailType: EmailType };

@Entity({ name: 'sent_emails' })
export class SentEmailEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  to: string;

  /** Those a notice copies (a member's wali); null when none. */
  @Column({ name: 'cc_addresses', type: 'varchar', length: 254, array: true, nullable: true })
  cc: string[] | null;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'email_type', type: 'varchar', length: 10 })
  emailType: StoredEmailType;

  /** When the email was queued. */
  @Column({ name: 'sent_at', type: 'timestamptz' })
  sentAt: Date;

  @Column({ name: 'delivery_status', type: 'varchar', length: 10 })
  deliveryStatus: DeliveryStatus;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason: string | null;

  @Column({ name: 'contact_submission_id', type: 'uuid', nullable: true })
  contactSubmissionId: string | null;

  @Column({ name: 'sent_by', type: 'uuid', nullable: true })
  sentBy: string | null;

  /** A notice's kind (the requesting event's `kind`); null for the team's emails. */
  @Column({ name: 'notice_kind', type: 'varchar', length: 40, nullable: true })
  noticeKind: string | null;

  /** sha256 of a notice's dedupeKey: unique, so a redelivered request sends nothing twice. */
  @Column({ name: 'dedupe_hash', type: 'char', length: 64, nullable: true })
  dedupeHash: string | null;
}
