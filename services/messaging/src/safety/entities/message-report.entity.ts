import type { MessageReportAction, ReportReason, ReportStatus } from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'message_reports' })
export class MessageReportEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'message_id', type: 'uuid' })
  messageId: string;

  /** Null when the automatic screening queued the message. */
  @Column({ name: 'reporter_id', type: 'uuid', nullable: true })
  reporterId: string | null;

  @Column({ type: 'varchar', length: 30 })
  reason: ReportReason;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @Column({ type: 'varchar', length: 10 })
  status: ReportStatus;

  @Column({ type: 'varchar', length: 20, nullable: true })
  action: MessageReportAction | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  @Column({ name: 'handled_by', type: 'uuid', nullable: true })
  handledBy: string | null;
}
