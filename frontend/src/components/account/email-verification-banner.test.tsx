import { VERIFICATION_SENT_MESSAGE } from '@mithaq/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type Handler } from '../../testing/fetch-mock';
import { aUser, renderWithProviders } from '../../testing/render-app';
import { EmailVerificationBanner, VERIFY_EMAIL_TITLE } from './email-verification-banner';

const renderBanner = (handlers: Record<string, Handler>, path = '/') => {
  const fetch = mockFetch({
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      {
        path: '*',
        element: (
          <>
            <EmailVerificationBanner />
            <h1>Page content</h1>
          </>
        ),
      },
    ],
    path,
  );
  return { ...fetch, ...view };
};

const signedOut: Handler = () =>
  json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' });

const signedInAs =
  (overrides: Parameters<typeof aUser>[0]): Handler =>
  () =>
    json(200, aUser(overrides));

describe('EmailVerificationBanner', () => {
  it('asks a member with an unverified address to verify it before approval', async () => {
    renderBanner({ 'GET /api/user': signedInAs({ isEmailVerified: false }) });
    expect(await screen.findByText(VERIFY_EMAIL_TITLE)).toBeTruthy();
    expect(await screen.findByText(/aisha@example\.com/)).toBeTruthy();
    expect(
      await screen.findByText(/can approve your account only after your email address is verified/),
    ).toBeTruthy();
  });

  it.each([
    ['a member whose address is verified', signedInAs({ isEmailVerified: true })],
    ['an admin', signedInAs({ role: 'admin', isEmailVerified: false })],
    ['a visitor', signedOut],
  ])('is not shown to %s', async (_who, user) => {
    const { callsTo } = renderBanner({ 'GET /api/user': user });
    await screen.findByText('Page content');
    await waitFor(() => expect(callsTo('GET /api/user')).toHaveLength(1));
    // Give the session reply time to render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(VERIFY_EMAIL_TITLE)).toBeNull();
  });

  it('leaves the verification page to speak for itself', async () => {
    const { callsTo } = renderBanner(
      { 'GET /api/user': signedInAs({ isEmailVerified: false }) },
      '/verify-email?token=abc',
    );
    await waitFor(() => expect(callsTo('GET /api/user')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(VERIFY_EMAIL_TITLE)).toBeNull();
  });

  it("sends a new verification email and shows the server's answer", async () => {
    const { callsTo } = renderBanner({
      'GET /api/user': signedInAs({ isEmailVerified: false }),
      'POST /api/email/verification': () => json(202, { message: VERIFICATION_SENT_MESSAGE }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(VERIFICATION_SENT_MESSAGE)).toBeTruthy();
    const [call] = callsTo('POST /api/email/verification');
    expect(call?.headers.get('X-CSRF-Token')).toBe('csrf-abc');
  });

  it('shows the limit message as the server words it', async () => {
    renderBanner({
      'GET /api/user': signedInAs({ isEmailVerified: false }),
      'POST /api/email/verification': () =>
        json(429, {
          statusCode: 429,
          message: 'You have asked for several emails already. Please try again in an hour.',
          code: 'RATE_LIMITED',
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    const answer = await screen.findByText(
      'You have asked for several emails already. Please try again in an hour.',
    );
    expect(answer.closest('[role="status"]')).toBeTruthy();
  });
});
