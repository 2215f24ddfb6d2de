import type { Account, EventPayload } from '@mithaq/contracts';
import type { AccountEntity } from './entities/account.entity';

export const toAccount = (entity: AccountEntity): Account => ({
  id: entity.id,
  username: entity.username,
  email: entity.email,
  role: entity.role,
  approvalStatus: entity.approvalStatus,
  isApproved: entity.approvalStatus === 'approved',
  isEmailVerified: entity.isEmailVerified,
  marketingConsent: entity.marketingConsent,
  createdAt: entity.createdAt.toISOString(),
  lastActive: entity.lastActive ? entity.lastActive.toISOString() : null,
  isSuspended: entity.isSuspended,
  membershipTier: entity.membershipTier,
  membershipStartDate: entity.membershipStartDate ? entity.membershipStartDate.toISOString() : null,
  membershipEndDate: entity.membershipEndDate ? entity.membershipEndDate.toISOString() : null,
  hasCompletedMarriageCourse: entity.hasCompletedMarriageCourse,
  isMarriageCourseCertified: entity.isMarriageCourseCertified,
  marriageCourseCompletionDate: entity.marriageCourseCompletionDate
    ? entity.marriageCourseCompletionDate.toISOString()
    : null,
  isVerified: entity.isVerified,
});

export const toUpdatedEvent = (
  entity: AccountEntity,
): EventPayload<'identity.account.updated'> => ({
  userId: entity.id,
  username: entity.username,
  email: entity.email,
  role: entity.role,
  approvalStatus: entity.approvalStatus,
  marketingConsent: entity.marketingConsent,
  isEmailVerified: entity.isEmailVerified,
});
