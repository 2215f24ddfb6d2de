import type { CurrentUser } from '@mithaq/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, pending, type Handler } from '../../../testing/fetch-mock';
import { aUser, LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { ProfilePage } from './profile-page';

// antd forms in jsdom are slow: give each wait some room.
configure({ asyncUtilTimeout: 5000 });

const USER_PATH = '/api/users/7f0c2a1e-3b4d-4c5e-8f9a-0b1c2d3e4f50';

const member = (overrides: Partial<CurrentUser> = {}): CurrentUser =>
  aUser({
    gender: 'female',
    dateOfBirth: '1995-05-20',
    nationality: 'British',
    ethnicity: 'Pakistani',
    countryOfResidence: 'United Kingdom',
    maritalStatus: 'single',
    practiceLevel: 'practicing',
    lookingFor: 'male',
    waliContact: null,
    bio: 'I love reading.',
    questionnaireCompleted: true,
    profileCompleted: true,
    profileCompletion: 75,
    questionnaireStatus: 'pending',
    ...overrides,
  });

const renderProfile = async (
  handlers: Record<string, Handler>,
  path = '/profile',
  user = member(),
) => {
  const fetch = mockFetch({
    'GET /api/user': () => json(200, user),
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/profile', element: <ProfilePage /> },
      { path: '/questionnaire', element: <LocationProbe label="Questionnaire probe" /> },
    ],
    path,
  );
  await screen.findByText('Your Profile');
  return { ...fetch, ...view };
};

const saveButton = () => screen.getByRole('button', { name: /^(Update Profile|Updating\.\.\.)$/ });

const type = (id: string, value: string) => {
  const input = document.getElementById(id);
  if (!input) {
    throw new Error(`no #${id}`);
  }
  fireEvent.change(input, { target: { value } });
};

const consentSwitch = () => screen.getByRole('switch', { name: 'Marketing communications' });

describe('/profile', { timeout: 60_000 }, () => {
  it('fills the form from the user, with the email read-only and no password', async () => {
    await renderProfile({});
    expect((document.getElementById('fullName') as HTMLInputElement).value).toBe('Aisha Khan');
    const email = document.getElementById('email') as HTMLInputElement;
    expect(email.value).toBe('aisha@example.com');
    expect(email.readOnly).toBe(true);
    expect(document.getElementById('password')).toBeNull();
    const bio = document.getElementById('bio') as HTMLTextAreaElement;
    expect(bio.value).toBe('I love reading.');
    expect(Number(bio.getAttribute('rows'))).toBeGreaterThanOrEqual(3);
    expect(Number(bio.getAttribute('rows'))).toBeLessThanOrEqual(4);
    // Who the member is stays as registered: shown, but not editable.
    expect((document.getElementById('dateOfBirth') as HTMLInputElement).disabled).toBe(true);
    expect(document.querySelectorAll('.ant-select-disabled')).toHaveLength(2);
    expect(
      await screen.findAllByText('Set at registration; please contact us if it is wrong.'),
    ).toHaveLength(3);
  });

  it('reads "Updating..." while saving, then shows "Profile updated" and the new user', async () => {
    let reply: (response: Response) => void = () => undefined;
    const { callsTo } = await renderProfile({
      [`PATCH ${USER_PATH}`]: () =>
        new Promise<Response>((resolve) => {
          reply = resolve;
        }),
    });
    type('bio', 'I love reading and volunteering at the masjid.');
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().textContent).toBe('Updating...'));
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    reply(
      json(
        200,
        member({ bio: 'I love reading and volunteering at the masjid.', profileCompletion: 90 }),
      ),
    );
    expect(await screen.findByText('Profile updated')).toBeTruthy();
    expect(await screen.findByText('Your profile has been updated successfully.')).toBeTruthy();
    expect(saveButton().textContent).toBe('Update Profile');
    // The reply replaced the cached current user.
    expect(await screen.findByText('90%')).toBeTruthy();
    const body = JSON.parse(callsTo(`PATCH ${USER_PATH}`)[0]?.body ?? '{}') as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      fullName: 'Aisha Khan',
      bio: 'I love reading and volunteering at the masjid.',
      waliContact: null,
      practiceLevel: 'practicing',
    });
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('password');
  });

  it('shows "Update failed" with the server message', async () => {
    await renderProfile({
      [`PATCH ${USER_PATH}`]: () =>
        json(400, {
          statusCode: 400,
          message: 'Validation failed',
          code: 'VALIDATION_FAILED',
          fields: { nationality: 'Nationality is required' },
        }),
    });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(await screen.findByText('Validation failed')).toBeTruthy();
    const box = document.getElementById('nationality')?.closest<HTMLElement>('.ant-form-item');
    expect(box && within(box).getByText('Nationality is required')).toBeTruthy();
  });

  it('continues to the questionnaire after a save in registration mode', async () => {
    const { router } = await renderProfile(
      { [`PATCH ${USER_PATH}`]: () => json(200, member()) },
      '/profile?registration=true',
    );
    fireEvent.click(saveButton());
    expect(await screen.findByText('Questionnaire probe')).toBeTruthy();
    expect(router.state.location.search).toBe('?registration=true');
    expect(await screen.findByText('Profile completed')).toBeTruthy();
    expect(
      await screen.findByText('Now please complete the questionnaire to finish your registration.'),
    ).toBeTruthy();
  });

  it('applies the marketing consent at once and reverts it when the save fails', async () => {
    let reply: (response: Response) => void = () => undefined;
    await renderProfile({
      [`PATCH ${USER_PATH}`]: () =>
        new Promise<Response>((resolve) => {
          reply = resolve;
        }),
    });
    expect(consentSwitch().getAttribute('aria-checked')).toBe('false');
    fireEvent.click(consentSwitch());
    await waitFor(() => expect(consentSwitch().getAttribute('aria-checked')).toBe('true'));
    reply(json(500, { statusCode: 500, message: 'Identity unavailable', code: 'INTERNAL' }));
    expect(await screen.findByText('Error Updating Preferences')).toBeTruthy();
    await waitFor(() => expect(consentSwitch().getAttribute('aria-checked')).toBe('false'));
  });

  it('says "Preferences Updated" when the member opts in', async () => {
    const { callsTo } = await renderProfile({
      [`PATCH ${USER_PATH}`]: () => json(200, member({ marketingConsent: true })),
    });
    fireEvent.click(consentSwitch());
    expect(await screen.findByText('Preferences Updated')).toBeTruthy();
    expect(await screen.findByText('You have opted in to marketing communications.')).toBeTruthy();
    expect(JSON.parse(callsTo(`PATCH ${USER_PATH}`)[0]?.body ?? '{}')).toEqual({
      marketingConsent: true,
    });
    expect(consentSwitch().getAttribute('aria-checked')).toBe('true');
  });

  it('offers "Update Questionnaire" once completed, going to the edit mode', async () => {
    const { router } = await renderProfile({ [`PATCH ${USER_PATH}`]: () => pending() });
    fireEvent.click(screen.getByRole('button', { name: 'Update Questionnaire' }));
    expect(await screen.findByText('Questionnaire probe')).toBeTruthy();
    expect(router.state.location.search).toBe('?edit=true');
  });

  it('offers "Complete Questionnaire" before it is completed', async () => {
    const { router } = await renderProfile(
      {},
      '/profile',
      member({ questionnaireCompleted: false }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Complete Questionnaire' }));
    expect(await screen.findByText('Questionnaire probe')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});
