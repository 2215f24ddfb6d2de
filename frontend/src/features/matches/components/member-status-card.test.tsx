import type { CurrentUser } from '@mithaq/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-app';
import { approvedMember, ME } from '../testing/match-fixtures';
import { MemberStatusCard } from './member-status-card';

const renderCard = (user: CurrentUser, reviewReason: string | null = null) => {
  const fetch = mockFetch({
    [`GET /api/questionnaire/${ME.id}`]: () =>
      json(200, { userId: ME.id, reviewStatus: 'rejected', reviewReason }),
  });
  renderWithProviders([{ path: '/', element: <MemberStatusCard user={user} /> }], '/');
  return fetch;
};

const step = (name: string) => within(screen.getByRole('listitem', { name }));

describe('MemberStatusCard', { timeout: 30_000 }, () => {
  it('renders nothing once account and questionnaire are approved', () => {
    const { callsTo } = renderCard(approvedMember());
    expect(screen.queryByRole('region', { name: 'Your status' })).toBeNull();
    expect(callsTo(`GET /api/questionnaire/${ME.id}`)).toHaveLength(0);
  });

  it('names an unverified email and an account in review, with what to do meanwhile', async () => {
    renderCard(
      approvedMember({ isEmailVerified: false, isApproved: false, approvalStatus: 'pending' }),
    );
    const card = within(await screen.findByRole('region', { name: 'Your status' }));
    expect(card.getByRole('heading', { level: 2, name: 'Where you stand' })).toBeTruthy();
    expect(
      step('Email address: Your turn').getByText(
        /Verify your email address so the team can approve your account/,
      ),
    ).toBeTruthy();
    expect(step('Account review: In review')).toBeTruthy();
    expect(step('Questionnaire review: Done')).toBeTruthy();
    const meanwhile = within(card.getByRole('list', { name: 'While you wait' }));
    expect(meanwhile.getByRole('link', { name: 'Edit your profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(
      meanwhile.getByRole('link', { name: 'Explore the marriage course' }).getAttribute('href'),
    ).toBe('/marriage-course');
    expect(
      meanwhile.getByRole('link', { name: 'Message our support team' }).getAttribute('href'),
    ).toBe('/messages');
  });

  it('tells a rejected account how to fix it', async () => {
    renderCard(approvedMember({ isApproved: false, approvalStatus: 'rejected' }));
    await screen.findByRole('region', { name: 'Your status' });
    const account = step('Account review: Needs changes');
    expect(account.getByText(/could not approve your account yet/)).toBeTruthy();
    expect(account.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('says the questionnaire is in review', async () => {
    renderCard(approvedMember({ questionnaireStatus: 'pending' }));
    await screen.findByRole('region', { name: 'Your status' });
    expect(step('Questionnaire review: In review')).toBeTruthy();
    expect(step('Account review: Done')).toBeTruthy();
  });

  it("shows the team's reason for a rejected questionnaire and the way to update it", async () => {
    renderCard(
      approvedMember({ questionnaireStatus: 'rejected' }),
      'Please give your preferred age range.',
    );
    await screen.findByRole('region', { name: 'Your status' });
    const questionnaire = step('Questionnaire review: Needs changes');
    expect(await questionnaire.findByText('Please give your preferred age range.')).toBeTruthy();
    expect(
      questionnaire.getByRole('link', { name: 'Update Questionnaire' }).getAttribute('href'),
    ).toBe('/questionnaire?edit=true');
  });

  it('asks for the questionnaire before it is submitted', async () => {
    renderCard(
      approvedMember({
        isApproved: false,
        approvalStatus: 'pending',
        questionnaireCompleted: false,
        questionnaireStatus: 'none',
      }),
    );
    await screen.findByRole('region', { name: 'Your status' });
    expect(
      step('Questionnaire: Your turn')
        .getByRole('link', { name: 'Complete Questionnaire' })
        .getAttribute('href'),
    ).toBe('/questionnaire');
  });
});
