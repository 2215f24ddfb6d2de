import { PASSWORD_RESET_REQUESTED_MESSAGE } from '@mithaq/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, pending, type Handler } from '../../../testing/fetch-mock';
import { LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { ForgotPasswordPage } from './forgot-password-page';

const renderPage = (handlers: Record<string, Handler>) => {
  const fetch = mockFetch({
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/auth', element: <LocationProbe label="Sign-in probe" /> },
    ],
    '/forgot-password',
  );
  return { ...fetch, ...view };
};

const emailBox = () => {
  const box = document.getElementById('email')?.closest<HTMLElement>('.ant-form-item');
  if (!box) {
    throw new Error('no email field');
  }
  return box;
};

const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: /Send Reset Link|Sending/ }));

describe('/forgot-password', () => {
  it('starts in the email field and links back to sign in', async () => {
    renderPage({});
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('email'));
    fireEvent.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(await screen.findByText('Sign-in probe')).toBeTruthy();
  });

  it('checks the address before sending anything', async () => {
    const { callsTo } = renderPage({});
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'not-an-email' } });
    submit();
    expect(await within(emailBox()).findByText('Please enter a valid email address')).toBeTruthy();
    expect(callsTo('POST /api/password/forgot')).toHaveLength(0);
  });

  it("posts the address with the CSRF token and shows the server's answer", async () => {
    const { callsTo } = renderPage({
      'POST /api/password/forgot': () => json(202, { message: PASSWORD_RESET_REQUESTED_MESSAGE }),
    });
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'aisha@example.com' },
    });
    submit();
    expect(await screen.findByText(PASSWORD_RESET_REQUESTED_MESSAGE)).toBeTruthy();
    const [call] = callsTo('POST /api/password/forgot');
    expect(JSON.parse(call?.body ?? '')).toEqual({ email: 'aisha@example.com' });
    expect(call?.headers.get('X-CSRF-Token')).toBe('csrf-abc');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/auth',
    );
  });

  it('reads "Sending..." and is disabled while the call runs', async () => {
    renderPage({ 'POST /api/password/forgot': () => pending() });
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'aisha@example.com' },
    });
    submit();
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it("shows a refusal (too many requests) in the server's words and keeps the form", async () => {
    renderPage({
      'POST /api/password/forgot': () =>
        json(429, {
          statusCode: 429,
          message: 'Too many requests. Please try again later.',
          code: 'RATE_LIMITED',
        }),
    });
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'aisha@example.com' },
    });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many requests. Please try again later.',
    );
    expect(await screen.findByLabelText('Email')).toBeTruthy();
  });

  it('shows a field message from the server under the email field', async () => {
    renderPage({
      'POST /api/password/forgot': () =>
        json(400, {
          statusCode: 400,
          message: 'Validation failed',
          code: 'VALIDATION_FAILED',
          fields: { email: 'Please enter a valid email address' },
        }),
    });
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'aisha@example.com' },
    });
    submit();
    expect(await within(emailBox()).findByText('Please enter a valid email address')).toBeTruthy();
  });
});
