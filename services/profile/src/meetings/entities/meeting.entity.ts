import type { MeetingPaymentStatus } from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn, type ValueTransformer } from 'typeorm';

const pad = (value: number): string => String(value).padStart(2, '0');

/** The driver reads a date[] as local-midnight Dates: back to YYYY-MM-DD strings. */
const isoDates: ValueTransformer = {
  to: (value: string[] | null) => value,
  from: (value: (Date | string)[] | null) =>
    value?.map((day) =>
      typeof day === 'string'
        ? day
        : `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`,
    ) ?? null,
};

/** The meeting arrangement of one accepted match. */
@Entity({ name: 'meetings' })
export class MeetingEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'match_id', type: 'uuid' })
  matchId: string;

  /** The match's two members: an erased member's meetings go with them. */
  @Column({ name: 'member_ids', type: 'uuid', array: true })
  memberIds: string[];

  @Column({ type: 'varchar', length: 20 })
  status: MeetingPaymentStatus;

  /** Integer pence charged: the fee, or 0 when a gold member's included meeting paid it. */
  @Column({ type: 'integer' })
  fee: number;

  @Column({ type: 'boolean' })
  included: boolean;

  /** The member whose payment is in progress or paid the fee. */
  @Column({ name: 'paid_by', type: 'uuid', nullable: true })
  paidBy: string | null;

  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({
    name: 'proposal_dates',
    type: 'date',
    array: true,
    nullable: true,
    transformer: isoDates,
  })
  proposalDates: string[] | null;

  @Column({ name: 'proposal_area', type: 'varchar', length: 200, nullable: true })
  proposalArea: string | null;

  @Column({ name: 'proposed_by', type: 'uuid', nullable: true })
  proposedBy: string | null;

  @Column({ name: 'proposed_at', type: 'timestamptz', nullable: true })
  proposedAt: Date | null;

  @Column({ name: 'arranged_date', type: 'timestamptz', nullable: true })
  arrangedDate: Date | null;

  @Column({ name: 'arranged_venue', type: 'varchar', length: 300, nullable: true })
  arrangedVenue: string | null;

  @Column({ name: 'arranged_at', type: 'timestamptz', nullable: true })
  arrangedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
