import type { DeliveryStatus, EmailType } from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'sent_emails' })
export class SentEmailEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  to: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ name: 'email_type', type: 'varchar', length: 10 })
  emailType: EmailType;

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
}
