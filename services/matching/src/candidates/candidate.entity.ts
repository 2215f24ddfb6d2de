import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The read-model row (queried with SQL; declared so TypeORM knows the table). Fields of
 * CandidateRow in candidate-row.ts.
 */
@Entity({ name: 'candidates' })
export class CandidateEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  username: string | null;

  @Column({ name: 'full_name', type: 'varchar', length: 100, nullable: true })
  fullName: string | null;

  @Column({ name: 'account_status', type: 'text' })
  accountStatus: string;

  @Column({ name: 'questionnaire_status', type: 'text' })
  questionnaireStatus: string;

  @Column({ name: 'is_eligible', type: 'boolean', insert: false, update: false })
  isEligible: boolean;

  @Column({ type: 'bigint' })
  version: string;
}
