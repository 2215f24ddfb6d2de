import { describe, expect, it } from 'vitest';
import {
  courseStatusLabel,
  humanize,
  membershipTierLabel,
  practiceLevelLabel,
  roleLabel,
} from './user-labels';

describe('admin user labels', () => {
  it.each([
    ['admin', 'admin'],
    ['wali', 'wali'],
    ['seeker', 'member'],
    ['member', 'member'],
    ['', 'member'],
  ])('shows role %s as %s', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });

  it.each([
    ['veryPracticing', 'Very Practicing'],
    ['practicing', 'Practicing'],
    ['moderatelyPracticing', 'Moderate'],
    ['learning', 'Moderate'],
    [null, 'Moderate'],
  ])('shows practice level %s as %s', (level, label) => {
    expect(practiceLevelLabel(level)).toBe(label);
  });

  it.each([
    ['gold', 'Gold'],
    ['silver', 'Silver'],
    ['bronze', 'Bronze'],
    ['free', 'Free'],
    [null, 'Free'],
  ])('shows membership tier %s as %s', (tier, label) => {
    expect(membershipTierLabel(tier)).toBe(label);
  });

  it('gives the marriage-course state', () => {
    const course = (hasCompletedMarriageCourse: boolean, isMarriageCourseCertified: boolean) =>
      courseStatusLabel({ hasCompletedMarriageCourse, isMarriageCourseCertified });
    expect(course(false, false)).toBe('Not Completed');
    expect(course(true, false)).toBe('Pending Approval');
    expect(course(true, true)).toBe('Certified');
  });

  it('turns codes into words', () => {
    expect(humanize('veryPracticing')).toBe('Very practicing');
    expect(humanize('priorityReligiousness')).toBe('Priority religiousness');
    expect(humanize('full_time')).toBe('Full time');
  });
});
