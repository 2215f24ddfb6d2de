import type { AdminUser } from '@mithaq/contracts';

/** Roles as user lists show them: admin, wali, anything else member. */
export const roleLabel = (role: string): 'admin' | 'wali' | 'member' =>
  role === 'admin' || role === 'wali' ? role : 'member';

/** veryPracticing and practicing are shown as such, anything else as moderate. */
export const practiceLevelLabel = (
  level: string | null | undefined,
): 'Very Practicing' | 'Practicing' | 'Moderate' => {
  if (level === 'veryPracticing') {
    return 'Very Practicing';
  }
  return level === 'practicing' ? 'Practicing' : 'Moderate';
};

/** gold, silver, bronze, else free. */
export const membershipTierLabel = (
  tier: string | null | undefined,
): 'Gold' | 'Silver' | 'Bronze' | 'Free' => {
  const labels: Record<string, 'Gold' | 'Silver' | 'Bronze'> = {
    gold: 'Gold',
    silver: 'Silver',
    bronze: 'Bronze',
  };
  return (tier && labels[tier]) || 'Free';
};

/** Marriage-course states: not completed, 'Pending Approval', then certified. */
export const courseStatusLabel = (
  user: Pick<AdminUser, 'hasCompletedMarriageCourse' | 'isMarriageCourseCertified'>,
): 'Not Completed' | 'Pending Approval' | 'Certified' => {
  if (!user.hasCompletedMarriageCourse) {
    return 'Not Completed';
  }
  return user.isMarriageCourseCertified ? 'Certified' : 'Pending Approval';
};

export const approvalLabel = (status: AdminUser['approvalStatus']): string =>
  ({ pending: 'Pending', approved: 'Approved', rejected: 'Rejected' })[status];

export const genderLabel = (gender: string | null | undefined): string =>
  gender === 'male' ? 'Male' : gender === 'female' ? 'Female' : '—';

/** A camelCase or snake_case code as words: "veryPracticing" → "Very practicing". */
export const humanize = (code: string): string => {
  const words = code
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Whether a user matches a search: any word of their name, their username or email. */
export const matchesUserSearch = (
  user: Pick<AdminUser, 'fullName' | 'username' | 'email'>,
  search: string,
): boolean => {
  const needle = search.trim().toLowerCase();
  if (needle === '') {
    return true;
  }
  return [user.fullName ?? '', user.username, user.email].some((field) =>
    field.toLowerCase().includes(needle),
  );
};
