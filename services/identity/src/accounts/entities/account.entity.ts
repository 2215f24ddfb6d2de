import type { ApprovalStatus, Role } from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'accounts' })
export class AccountEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 30 })
  username: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @Column({ type: 'varchar', length: 10 })
  role: Role;

  @Column({ name: 'approval_status', type: 'varchar', length: 10 })
  approvalStatus: ApprovalStatus;

  @Column({ name: 'is_email_verified', type: 'boolean' })
  isEmailVerified: boolean;

  @Column({ name: 'marketing_consent', type: 'boolean' })
  marketingConsent: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_active', type: 'timestamptz', nullable: true })
  lastActive: Date | null;
}
