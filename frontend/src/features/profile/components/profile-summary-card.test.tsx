import type { CurrentUser } from '@mithaq/contracts';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, renderWithProviders } from '../../../testing/render-app';
import type { MemberUser } from '../lib/member-details';
import { ProfileSummaryCard } from './profile-summary-card';

// antd forms in jsdom are slow: give each wait some room.
configure({ asyncUtilTimeout: 5000 });

const yearsAgo = (years: number): string => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

const renderCard = (user: MemberUser) =>
  renderWithProviders([{ path: '/', element: <ProfileSummaryCard user={user} /> }], '/');

const member = (overrides: Partial<CurrentUser> & { isMarriageCourseCertified?: boolean } = {}) =>
  ({
    ...aUser({
      dateOfBirth: yearsAgo(29),
      ethnicity: 'Pakistani',
      maritalStatus: 'divorced',
      practiceLevel: 'veryPracticing',
      profileCompletion: 55,
      questionnaireStatus: 'none',
    }),
    ...overrides,
  }) as MemberUser;

describe('ProfileSummaryCard', () => {
  it('shows the details, the completion and the compatibility levels', async () => {
    renderCard(member());
    expect(await screen.findByText('29')).toBeTruthy();
    expect(await screen.findByText('Pakistani')).toBeTruthy();
    expect(await screen.findByText('Divorced')).toBeTruthy();
    expect(await screen.findByText('Prays 5 times daily')).toBeTruthy();
    expect(await screen.findByText('55%')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Profile completion' }).getAttribute('aria-valuenow'),
    ).toBe('55');
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    for (const band of ['Excellent', 'Very Good', 'Good', 'Moderate', 'Basic']) {
      expect(await screen.findByText(band)).toBeTruthy();
    }
    expect(await screen.findByText('80–100%')).toBeTruthy();
    expect(await screen.findByText('Below 50%')).toBeTruthy();
  });

  it('shows no badge for a new member', async () => {
    renderCard(member());
    await screen.findByText('Profile Summary');
    expect(screen.queryByText('Approved')).toBeNull();
    expect(screen.queryByText('Wali Verified')).toBeNull();
    expect(screen.queryByText('Marriage Course Certified')).toBeNull();
  });

  it('shows the Approved, Wali Verified and Marriage Course Certified badges when true', async () => {
    renderCard(
      member({
        isApproved: true,
        approvalStatus: 'approved',
        isWaliVerified: true,
        isMarriageCourseCertified: true,
      }),
    );
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(await screen.findByText('Wali Verified')).toBeTruthy();
    expect(await screen.findByText('Marriage Course Certified')).toBeTruthy();
  });
});
