import { INVALID_EMAIL_LINK_MESSAGE, VERIFICATION_SENT_MESSAGE } from '@mithaq/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../../lib/store';
import { notificationConfig } from '../../../lib/toast';
import { json, mockFetch, type Handler } from '../../../testing/fetch-mock';
import { aUser, LocationProbe } from '../../../testing/render-app';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'dmVyaWZ5LXRoaXMtYWRkcmVzcy1wbGVhc2UtMTIzNDU';

const signedOut: Handler = () =>
  json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' });
const invalidLink: Handler = () =>
  json(400, { statusCode: 400, message: INVALID_EMAIL_LINK_MESSAGE, code: 'VALIDATION_FAILED' });

const renderPage = (handlers: Record<string, Handler>, path = `/verify-email?token=${TOKEN}`) => {
  const fetch = mockFetch({
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    'GET /api/user': signedOut,
    ...handlers,
  });
  const router = createMemoryRouter(
    [
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/auth', element: <LocationProbe label="Sign-in probe" /> },
      { path: '/', element: <LocationProbe label="Dashboard probe" /> },
    ],
    { initialEntries: [path] },
  );
  // Strict mode from the root, as main.tsx renders the app: effects run twice in development,
  // and the single-use token must still be sent once.
  render(
    <StrictMode>
      <Provider store={createAppStore()}>
        <AntApp notification={notificationConfig}>
          <RouterProvider router={router} />
        </AntApp>
      </Provider>
    </StrictMode>,
  );
  return fetch;
};

describe('/verify-email', () => {
  it('sends the token once, says the address is verified and offers to sign in', async () => {
    const { callsTo } = renderPage({
      'POST /api/email/verify': () => json(200, { message: 'Your email address is verified.' }),
    });
    expect(await screen.findByText('Your email address is verified')).toBeTruthy();
    const calls = callsTo('POST /api/email/verify');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ token: TOKEN });
    expect(calls[0]?.headers.get('X-CSRF-Token')).toBe('csrf-abc');
    fireEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(await screen.findByText('Sign-in probe')).toBeTruthy();
  });

  it('sends a signed-in member on to the dashboard and refreshes their account', async () => {
    let verified = false;
    const { callsTo } = renderPage({
      'GET /api/user': () =>
        json(200, aUser({ questionnaireCompleted: true, isEmailVerified: verified })),
      'POST /api/email/verify': () => {
        verified = true;
        return json(200, { message: 'Your email address is verified.' });
      },
    });
    expect(await screen.findByText('Your email address is verified')).toBeTruthy();
    await waitFor(() => expect(callsTo('GET /api/user').length).toBeGreaterThanOrEqual(2));
    fireEvent.click(await screen.findByRole('link', { name: 'Go to your dashboard' }));
    expect(await screen.findByText('Dashboard probe')).toBeTruthy();
  });

  it('shows a visitor why a link failed and asks them to sign in for a new one', async () => {
    renderPage({ 'POST /api/email/verify': invalidLink });
    expect(await screen.findByText(INVALID_EMAIL_LINK_MESSAGE)).toBeTruthy();
    expect(await screen.findByText(/Sign in to ask for a new one/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('lets a signed-in member ask for a new email when the link failed', async () => {
    const { callsTo } = renderPage({
      'GET /api/user': () => json(200, aUser({ questionnaireCompleted: true })),
      'POST /api/email/verify': invalidLink,
      'POST /api/email/verification': () => json(202, { message: VERIFICATION_SENT_MESSAGE }),
    });
    expect(await screen.findByText(INVALID_EMAIL_LINK_MESSAGE)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(VERIFICATION_SENT_MESSAGE)).toBeTruthy();
    expect(callsTo('POST /api/email/verification')).toHaveLength(1);
  });

  it.each(['/verify-email', '/verify-email?token=not-a-token'])(
    'explains %s without calling the server',
    async (path) => {
      const { callsTo } = renderPage({}, path);
      expect(await screen.findByText(INVALID_EMAIL_LINK_MESSAGE)).toBeTruthy();
      expect(callsTo('POST /api/email/verify')).toHaveLength(0);
    },
  );
});
