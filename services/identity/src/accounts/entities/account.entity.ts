import type { ApprovalStatus, MembershipTier, Role } from '@mithaq/contracts';
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

  @Column({ name: 'is_suspended', type: 'boolean', default: false })
  isSuspended: boolean;

  @Column({ name: 'suspended_at', type: 'timestamptz', nullable: true })
  suspendedAt: Date | null;

  @Column({ name: 'suspended_by', type: 'uuid', nullable: true })
  suspendedBy: string | null;

  @Column({ name: 'suspension_reason', type: 'text', nullable: true })
  suspensionReason: string | null;

  /** The member's tier as billing last announced it (billing.membership.changed). */
  @Column({ name: 'membership_tier', type: 'varchar', length: 10, default: 'free' })
  membershipTier: MembershipTier;

  @Column({ name: 'membership_start_date', type: 'timestamptz', nullable: true })
  membershipStartDate: Date | null;

  @Column({ name: 'membership_end_date', type: 'timestamptz', nullable: true })
  membershipEndDate: Date | null;

  /** changedAt of the newest membership event applied: an older one never overwrites it. */
  @Column({ name: 'membership_changed_at', type: 'timestamptz', nullable: true })
  membershipChangedAt: Date | null;

  /** The course service's word on the marriage course (course.certification.changed). */
  @Column({ name: 'has_completed_marriage_course', type: 'boolean', default: false })
  hasCompletedMarriageCourse: boolean;

  @Column({ name: 'is_marriage_course_certified', type: 'boolean', default: false })
  isMarriageCourseCertified: boolean;

  @Column({ name: 'marriage_course_completion_date', type: 'timestamptz', nullable: true })
  marriageCourseCompletionDate: Date | null;

  /** changedAt of the newest course event applied: an older one never overwrites it. */
  @Column({ name: 'course_changed_at', type: 'timestamptz', nullable: true })
  courseChangedAt: Date | null;

  /** The profile service's word on the Verified badge (profile.verification.changed). */
  @Column({ name: 'is_verified', type: 'boolean', default: false })
  isVerified: boolean;

  /** changedAt of the newest verification event applied: an older one never overwrites it. */
  @Column({ name: 'verification_changed_at', type: 'timestamptz', nullable: true })
  verificationChangedAt: Date | null;
}
