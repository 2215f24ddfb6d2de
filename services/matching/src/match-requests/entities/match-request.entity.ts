import type { MatchRequestStatus } from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A member's request to a match, as stored. */
@Entity({ name: 'match_requests' })
export class MatchRequestEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'requester_id', type: 'uuid' })
  requesterId: string;

  @Column({ name: 'target_id', type: 'uuid' })
  targetId: string;

  @Column({ type: 'varchar', length: 10 })
  status: MatchRequestStatus;

  @Column({ name: 'request_date', type: 'timestamptz' })
  requestDate: Date;

  @Column({ name: 'response_date', type: 'timestamptz', nullable: true })
  responseDate: Date | null;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'admin_notes', type: 'text', nullable: true })
  adminNotes: string | null;

  @Column({ name: 'is_visible', type: 'boolean' })
  isVisible: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
