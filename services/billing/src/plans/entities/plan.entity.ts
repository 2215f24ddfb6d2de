import type { PlanTier } from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'membership_plans' })
export class PlanEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 10 })
  tier: PlanTier;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'integer' })
  price: number;

  @Column({ type: 'text', array: true })
  features: string[];

  @Column({ name: 'is_popular', type: 'boolean' })
  isPopular: boolean;

  @Column({ name: 'is_one_time_fee', type: 'boolean' })
  isOneTimeFee: boolean;

  @Column({ name: 'matches_limit', type: 'integer' })
  matchesLimit: number;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
