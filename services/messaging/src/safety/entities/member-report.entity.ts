import type { MemberReportAction, ReportReason, ReportStatus } from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'member_reports' })
export class MemberReportEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'member_id', type: 'uuid' })
  memberId: string;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId: string;

  @Column({ type: 'varchar', length: 30 })
  reason: ReportReason;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @Column({ type: 'varchar', length: 10 })
  status: ReportStatus;

  @Column({ type: 'varchar', length: 20, nullable: true })
  action: MemberReportAction | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt: Date | null;

  @Column({ name: 'handled_by', type: 'uuid', nullable: true })
  handledBy: string | null;
}
