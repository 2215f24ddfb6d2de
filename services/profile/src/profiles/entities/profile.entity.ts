import type {
  Gender,
  IslamicSect,
  MaritalStatus,
  PracticeLevel,
  UkResidencyStatus,
  WorkingStatus,
} from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'profiles' })
export class ProfileEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'full_name', type: 'varchar', length: 100 })
  fullName: string;

  @Column({ type: 'varchar', length: 10 })
  gender: Gender;

  @Column({ name: 'date_of_birth', type: 'date' })
  dateOfBirth: string;

  @Column({ type: 'varchar', length: 100 })
  nationality: string;

  @Column({ type: 'varchar', length: 100 })
  ethnicity: string;

  @Column({ name: 'country_of_residence', type: 'varchar', length: 100 })
  countryOfResidence: string;

  @Column({ name: 'marital_status', type: 'varchar', length: 10 })
  maritalStatus: MaritalStatus;

  @Column({ name: 'practice_level', type: 'varchar', length: 30 })
  practiceLevel: PracticeLevel;

  @Column({ name: 'looking_for', type: 'varchar', length: 10 })
  lookingFor: Gender;

  @Column({ name: 'wali_contact', type: 'varchar', length: 200, nullable: true })
  waliContact: string | null;

  @Column({ type: 'text' })
  bio: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  occupation: string | null;

  @Column({ name: 'education_level', type: 'varchar', length: 100, nullable: true })
  educationLevel: string | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  @Column({ name: 'islamic_sect', type: 'varchar', length: 10, nullable: true })
  islamicSect: IslamicSect | null;

  @Column({ name: 'uk_residency_status', type: 'varchar', length: 30, nullable: true })
  ukResidencyStatus: UkResidencyStatus | null;

  @Column({ name: 'uk_residency_years', type: 'integer', nullable: true })
  ukResidencyYears: number | null;

  @Column({ name: 'working_status', type: 'varchar', length: 20, nullable: true })
  workingStatus: WorkingStatus | null;

  @Column({ name: 'has_profile_picture', type: 'boolean' })
  hasProfilePicture: boolean;

  @Column({ name: 'is_wali_verified', type: 'boolean' })
  isWaliVerified: boolean;

  @Column({ name: 'profile_completed', type: 'boolean' })
  profileCompleted: boolean;

  @Column({ name: 'questionnaire_completed', type: 'boolean' })
  questionnaireCompleted: boolean;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
