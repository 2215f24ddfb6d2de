/** The walkthrough shows once per member: its completion is kept per user id. */
const keyOf = (userId: string): string => `mithaq:matches-onboarding-done:${userId}`;

export const isOnboardingDone = (userId: string): boolean => {
  try {
    return localStorage.getItem(keyOf(userId)) === 'true';
  } catch {
    return false;
  }
};

export const markOnboardingDone = (userId: string): void => {
  try {
    localStorage.setItem(keyOf(userId), 'true');
  } catch (error) {
    console.error('Could not remember the finished walkthrough', error);
  }
};

/** The progress bar starts at 25 and adds 25 per step. */
export const progressOfStep = (stepIndex: number): number => 25 * (stepIndex + 1);
