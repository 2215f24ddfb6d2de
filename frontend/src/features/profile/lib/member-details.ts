import {
  ageOn,
  practiceLevelLabels,
  type CurrentUser,
  type MaritalStatus,
} from '@mithaq/contracts';

/** The current user; the course certificate arrives with the marriage-course issue. */
export type MemberUser = CurrentUser & { isMarriageCourseCertified?: boolean };

export const ageOf = (user: Pick<CurrentUser, 'dateOfBirth'>, today = new Date()): number | null =>
  user.dateOfBirth && /^\d{4}-\d{2}-\d{2}/.test(user.dateOfBirth)
    ? ageOn(user.dateOfBirth.slice(0, 10), today)
    : null;

export const maritalStatusLabels: Record<MaritalStatus, string> = {
  single: 'Single',
  divorced: 'Divorced',
  widowed: 'Widowed',
};

export const practiceLevelLabelOf = (user: Pick<CurrentUser, 'practiceLevel'>): string | null =>
  user.practiceLevel ? practiceLevelLabels[user.practiceLevel] : null;
