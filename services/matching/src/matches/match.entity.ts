import { Column, Entity, PrimaryColumn } from 'typeorm';

/** member-experience §3 "Match": one row per pair (user1Id < user2Id). */
@Entity({ name: 'matches' })
export class MatchEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user1_id', type: 'uuid' })
  user1Id: string;

  @Column({ name: 'user2_id', type: 'uuid' })
  user2Id: string;

  @Column({ name: 'compatibility_score', type: 'smallint' })
  compatibilityScore: number;

  /** Bits of the shared factors (matchFactorKeys order); rendered as text when read. */
  @Column({ name: 'factor_mask', type: 'integer' })
  factorMask: number;

  @Column({ name: 'is_hidden', type: 'boolean' })
  isHidden: boolean;

  @Column({ name: 'user1_liked', type: 'boolean' })
  user1Liked: boolean;

  @Column({ name: 'user2_liked', type: 'boolean' })
  user2Liked: boolean;

  @Column({ type: 'text' })
  status: string;

  @Column({ name: 'is_manually_adjusted', type: 'boolean' })
  isManuallyAdjusted: boolean;

  @Column({ type: 'bigint' })
  generation: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
