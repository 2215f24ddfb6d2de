import { INVALID_EMAIL_LINK_MESSAGE, PASSWORD_RESET_DONE_MESSAGE } from '@mithaq/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, pending, type Handler } from '../../../testing/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'Zm9vYmFyYmF6cXV4LXRva2VuLWZvci10ZXN0cy0xMjM';

const renderPage = (handlers: Record<string, Handler>, path = `/reset-password?token=${TOKEN}`) => {
  const fetch = mockFetch({
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    'GET /api/user': () =>
      json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' }),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/auth', element: <LocationProbe label="Sign-in probe" /> },
      { path: '/forgot-password', element: <LocationProbe label="Forgot probe" /> },
    ],
    path,
  );
  return { ...fetch, ...view };
};

const fieldBox = (id: string): HTMLElement => {
  const box = document.getElementById(id)?.closest<HTMLElement>('.ant-form-item');
  if (!box) {
    throw new Error(`no form item for #${id}`);
  }
  return box;
};

const fill = async (password: string, confirmation: string) => {
  fireEvent.change(await screen.findByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), {
    target: { value: confirmation },
  });
  fireEvent.click(screen.getByRole('button', { name: /Set New Password|Saving/ }));
};

const TOO_COMMON = 'This password is too common. Please choose a less predictable one.';

const invalidLink: Handler = () =>
  json(400, { statusCode: 400, message: INVALID_EMAIL_LINK_MESSAGE, code: 'INVALID_TOKEN' });

describe('/reset-password', () => {
  it('checks the new password and its confirmation before sending anything', async () => {
    const { callsTo } = renderPage({});
    await fill('12345', '54321');
    expect(
      await within(fieldBox('password')).findByText('Password must be at least 12 characters'),
    ).toBeTruthy();
    expect(
      await within(fieldBox('confirmPassword')).findByText('Passwords do not match'),
    ).toBeTruthy();
    expect(callsTo('POST /api/password/reset')).toHaveLength(0);
  });

  it('asks for the confirmation when it is empty', async () => {
    renderPage({});
    await fill('new-secret-phrase', '');
    expect(
      await within(fieldBox('confirmPassword')).findByText('Please confirm the password'),
    ).toBeTruthy();
  });

  it('sends the token and the new password, then offers to sign in', async () => {
    const { callsTo } = renderPage({
      'POST /api/password/reset': () => json(200, { message: PASSWORD_RESET_DONE_MESSAGE }),
    });
    await fill('new-secret-phrase', 'new-secret-phrase');
    expect(await screen.findByText(PASSWORD_RESET_DONE_MESSAGE)).toBeTruthy();
    const [call] = callsTo('POST /api/password/reset');
    expect(JSON.parse(call?.body ?? '')).toEqual({
      token: TOKEN,
      password: 'new-secret-phrase',
      confirmPassword: 'new-secret-phrase',
    });
    expect(call?.headers.get('X-CSRF-Token')).toBe('csrf-abc');
    fireEvent.click(screen.getByRole('link', { name: 'Go to Sign In' }));
    expect(await screen.findByText('Sign-in probe')).toBeTruthy();
  });

  it('is disabled while the call runs', async () => {
    renderPage({ 'POST /api/password/reset': () => pending() });
    await fill('new-secret-phrase', 'new-secret-phrase');
    const button = await screen.findByRole('button', { name: 'Saving...' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('explains a used or expired link and offers a new email', async () => {
    renderPage({ 'POST /api/password/reset': invalidLink });
    await fill('new-secret-phrase', 'new-secret-phrase');
    expect(await screen.findByText(INVALID_EMAIL_LINK_MESSAGE)).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Request a new reset link' }));
    expect(await screen.findByText('Forgot probe')).toBeTruthy();
  });

  it.each(['/reset-password', '/reset-password?token=short'])(
    'explains the link on %s without calling the server',
    async (path) => {
      const { callsTo } = renderPage({}, path);
      expect(await screen.findByText(INVALID_EMAIL_LINK_MESSAGE)).toBeTruthy();
      expect(await screen.findByRole('link', { name: 'Request a new reset link' })).toBeTruthy();
      expect(screen.queryByLabelText('New Password')).toBeNull();
      expect(callsTo('POST /api/password/reset')).toHaveLength(0);
    },
  );

  it("shows the server's field messages under the fields", async () => {
    renderPage({
      'POST /api/password/reset': () =>
        json(400, {
          statusCode: 400,
          message: 'Validation failed',
          code: 'VALIDATION_FAILED',
          fields: { password: TOO_COMMON },
        }),
    });
    await fill('password1234', 'password1234');
    expect(await within(fieldBox('password')).findByText(TOO_COMMON)).toBeTruthy();
  });

  it('shows any other failure as the server words it and keeps the form', async () => {
    renderPage({
      'POST /api/password/reset': () =>
        json(503, { statusCode: 503, message: 'Service unavailable', code: 'UNAVAILABLE' }),
    });
    await fill('new-secret-phrase', 'new-secret-phrase');
    expect((await screen.findByRole('alert')).textContent).toContain('Service unavailable');
    expect(await screen.findByLabelText('New Password')).toBeTruthy();
  });
});
