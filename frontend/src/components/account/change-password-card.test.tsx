import { PASSWORD_CHANGED_MESSAGE } from '@mithaq/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, pending, type Handler } from '../../testing/fetch-mock';
import { renderWithProviders } from '../../testing/render-app';
import { ChangePasswordCard } from './change-password-card';

const renderCard = (handlers: Record<string, Handler>) => {
  const fetch = mockFetch({
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    ...handlers,
  });
  renderWithProviders([{ path: '/', element: <ChangePasswordCard /> }], '/');
  return fetch;
};

const fieldBox = (id: string): HTMLElement => {
  const box = document.getElementById(id)?.closest<HTMLElement>('.ant-form-item');
  if (!box) {
    throw new Error(`no form item for #${id}`);
  }
  return box;
};

const fill = async (current: string, next: string, confirmation: string) => {
  fireEvent.change(await screen.findByLabelText('Current Password'), {
    target: { value: current },
  });
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), {
    target: { value: confirmation },
  });
  fireEvent.click(screen.getByRole('button', { name: /Change Password|Changing/ }));
};

const TOO_COMMON = 'This password is too common. Please choose a less predictable one.';

describe('ChangePasswordCard', () => {
  it('checks every field before sending anything', async () => {
    const { callsTo } = renderCard({});
    await fill('', '123', '456');
    expect(
      await within(fieldBox('currentPassword')).findByText('Please enter your current password'),
    ).toBeTruthy();
    expect(
      within(fieldBox('newPassword')).getByText('Password must be at least 12 characters'),
    ).toBeTruthy();
    expect(
      await within(fieldBox('confirmPassword')).findByText('Passwords do not match'),
    ).toBeTruthy();
    expect(callsTo('POST /api/user/password')).toHaveLength(0);
  });

  it('sends the three fields, confirms the change and empties the form', async () => {
    const { callsTo } = renderCard({
      'POST /api/user/password': () => json(200, { message: PASSWORD_CHANGED_MESSAGE }),
    });
    await fill('old-secret-phrase', 'new-secret-phrase', 'new-secret-phrase');
    expect(await screen.findByText(PASSWORD_CHANGED_MESSAGE)).toBeTruthy();
    const [call] = callsTo('POST /api/user/password');
    expect(JSON.parse(call?.body ?? '')).toEqual({
      currentPassword: 'old-secret-phrase',
      newPassword: 'new-secret-phrase',
      confirmPassword: 'new-secret-phrase',
    });
    expect(call?.headers.get('X-CSRF-Token')).toBe('csrf-abc');
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Current Password').value).toBe(''),
    );
  });

  it('is disabled while the call runs', async () => {
    renderCard({ 'POST /api/user/password': () => pending() });
    await fill('old-secret-phrase', 'new-secret-phrase', 'new-secret-phrase');
    const button = await screen.findByRole('button', { name: 'Changing Password...' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('shows a wrong current password under that field', async () => {
    renderCard({
      'POST /api/user/password': () =>
        json(401, {
          statusCode: 401,
          message: 'Your current password is not correct',
          code: 'INVALID_CREDENTIALS',
        }),
    });
    await fill('wrong-one', 'new-secret-phrase', 'new-secret-phrase');
    expect(
      await within(fieldBox('currentPassword')).findByText('Your current password is not correct'),
    ).toBeTruthy();
  });

  it("shows the server's field messages under their fields", async () => {
    renderCard({
      'POST /api/user/password': () =>
        json(400, {
          statusCode: 400,
          message: 'Validation failed',
          code: 'VALIDATION_FAILED',
          fields: { newPassword: TOO_COMMON },
        }),
    });
    await fill('old-secret-phrase', 'password1234', 'password1234');
    expect(await within(fieldBox('newPassword')).findByText(TOO_COMMON)).toBeTruthy();
  });

  it("shows any other failure in the server's words", async () => {
    renderCard({
      'POST /api/user/password': () =>
        json(429, { statusCode: 429, message: 'Too many attempts', code: 'RATE_LIMITED' }),
    });
    await fill('old-secret-phrase', 'new-secret-phrase', 'new-secret-phrase');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts');
  });
});
