/** Member profile enumerations, with the display label each value is shown with. */
export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

export const maritalStatuses = ['single', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof maritalStatuses)[number];

export const practiceLevels = [
  'veryPracticing',
  'practicing',
  'moderatelyPracticing',
  'learning',
] as const;
export type PracticeLevel = (typeof practiceLevels)[number];

export const practiceLevelLabels: Record<PracticeLevel, string> = {
  veryPracticing: 'Prays 5 times daily',
  practicing: 'Prays most times',
  moderatelyPracticing: 'Prays sometimes',
  learning: 'Learning and improving',
};

export const membershipTiers = ['free', 'bronze', 'silver', 'gold'] as const;
export type MembershipTier = (typeof membershipTiers)[number];

export const islamicSects = ['sunni', 'shia', 'sufi', 'other'] as const;
export type IslamicSect = (typeof islamicSects)[number];

export const ukResidencyStatuses = [
  'uk_citizen',
  'permanent_resident',
  'visa_holder',
  'non_resident',
] as const;
export type UkResidencyStatus = (typeof ukResidencyStatuses)[number];

export const workingStatuses = [
  'full_time',
  'part_time',
  'self_employed',
  'student',
  'homemaker',
  'retired',
  'unemployed',
] as const;
export type WorkingStatus = (typeof workingStatuses)[number];

export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];
