import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { aUser, LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { AuthPage } from './auth-page';

// A loaded machine can take several seconds to settle antd after a reply.
const settle = { timeout: 15_000 };
const challenge = 'c'.repeat(43);
const secondStep: Handler = () => json(200, { twoFactorRequired: true, challenge, expiresIn: 300 });

const renderAuth = (handlers: Record<string, Handler>) => {
  const fetch = mockFetch({
    'GET /api/user': () =>
      json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' }),
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    'POST /api/login': secondStep,
    ...handlers,
  });
  renderWithProviders(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/admin', element: <LocationProbe label="Admin probe" /> },
    ],
    '/auth',
  );
  return fetch;
};

const signInWithPassword = async () => {
  await screen.findByRole('tab', { name: 'Sign In' }, settle);
  fireEvent.change(screen.getByLabelText('Username or Email'), { target: { value: 'admin' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-long-admin-pass' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return screen.findByLabelText('Authentication code', undefined, settle);
};

describe('/auth sign in with a second step', () => {
  it('asks for a code instead of signing in, then signs in with it', async () => {
    const { callsTo } = renderAuth({
      'POST /api/login/two-factor': () => json(200, aUser({ role: 'admin' })),
    });
    const code = await signInWithPassword();
    expect(await screen.findByText('Two-step verification')).toBeTruthy();
    expect(screen.queryByText('Admin probe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText(
        'Please enter the 6-digit code from your authenticator app or one of your recovery codes',
        undefined,
        settle,
      ),
    ).toBeTruthy();
    expect(callsTo('POST /api/login/two-factor')).toHaveLength(0);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Admin probe', undefined, settle)).toBeTruthy();
    const [call] = callsTo('POST /api/login/two-factor');
    expect(JSON.parse(call?.body ?? '')).toEqual({ challenge, code: '123456' });
    expect(call?.headers.get('X-CSRF-Token')).toBe('csrf-abc');
  });

  it('shows a refused code and keeps the code step; Back returns to the password', async () => {
    renderAuth({
      'POST /api/login/two-factor': () =>
        json(401, {
          statusCode: 401,
          message: 'The code is not correct. Please try again.',
          code: 'INVALID_CREDENTIALS',
        }),
    });
    const code = await signInWithPassword();
    fireEvent.change(code, { target: { value: 'abcde-fghij' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('The code is not correct. Please try again.', undefined, settle),
    ).toBeTruthy();
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(await screen.findByLabelText('Authentication code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByLabelText('Username or Email', undefined, settle)).toBeTruthy();
  });
});
