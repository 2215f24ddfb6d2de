import type { Role } from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An account as identity announced it: enough to name a member and email them. */
@Entity({ name: 'members' })
export class MemberEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  role: Role;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
