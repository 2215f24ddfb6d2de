import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, pending, type Handler } from '../../../testing/fetch-mock';
import { aUser, LocationProbe, renderWithProviders } from '../../../testing/render-app';
import { AuthPage } from './auth-page';

const signedOut: Handler = () =>
  json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' });
const token: Handler = () => json(200, { csrfToken: 'csrf-abc' });

const renderAuth = (handlers: Record<string, Handler>) => {
  const fetch = mockFetch({
    'GET /api/user': signedOut,
    'GET /api/csrf-token': token,
    ...handlers,
  });
  const view = renderWithProviders(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/', element: <LocationProbe label="Home probe" /> },
      { path: '/forgot-password', element: <LocationProbe label="Forgot password probe" /> },
      { path: '/admin', element: <LocationProbe label="Admin probe" /> },
      { path: '/questionnaire', element: <LocationProbe label="Questionnaire probe" /> },
    ],
    '/auth',
  );
  return { ...fetch, ...view };
};

const submitButton = () => screen.getByRole('button', { name: /^(Sign In|Signing in\.\.\.)$/ });

/** The form item (label, control and messages) of a field. */
const fieldBox = (id: string): HTMLElement => {
  const box = document.getElementById(id)?.closest<HTMLElement>('.ant-form-item');
  if (!box) {
    throw new Error(`no form item for #${id}`);
  }
  return box;
};

const fillSignIn = async (username: string, password: string) => {
  await screen.findByRole('tab', { name: 'Sign In' });
  fireEvent.change(screen.getByLabelText('Username or Email'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
};

describe('/auth sign in', () => {
  it('shows the tabs, the back-to-home link and the sign-in fields', async () => {
    renderAuth({});
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Register' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).toBe('/');
    expect(document.getElementById('username')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe('username'));
    expect(document.getElementById('password')?.getAttribute('type')).toBe('password');
    expect(await screen.findByLabelText('Remember me')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('opens /forgot-password from "Forgot password?"', async () => {
    renderAuth({});
    fireEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByText('Forgot password probe')).toBeTruthy();
  });

  it('shows the schema messages under each field and sends nothing', async () => {
    const { callsTo } = renderAuth({});
    await screen.findByRole('tab', { name: 'Sign In' });
    fireEvent.click(submitButton());
    expect(
      await within(fieldBox('username')).findByText(
        'Username or email must be at least 3 characters',
      ),
    ).toBeTruthy();
    expect(
      within(fieldBox('password')).getByText('Password must be at least 6 characters'),
    ).toBeTruthy();
    expect(callsTo('POST /api/login')).toHaveLength(0);
  });

  it('rejects a username or email over 50 characters', async () => {
    renderAuth({});
    await fillSignIn('a'.repeat(51), 'secret1');
    fireEvent.click(submitButton());
    expect(
      await within(fieldBox('username')).findByText(
        'Username or email must be at most 50 characters',
      ),
    ).toBeTruthy();
  });

  it('reads "Signing in..." and is disabled while the call runs', async () => {
    renderAuth({ 'POST /api/login': () => pending() });
    await fillSignIn('aisha_k', 'secret1');
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Signing in...'));
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('posts the credentials with the CSRF token, welcomes the user and goes home', async () => {
    const user = aUser({ questionnaireCompleted: true });
    const { callsTo } = renderAuth({ 'POST /api/login': () => json(200, user) });
    await fillSignIn('aisha_k', 'secret1');
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(submitButton());
    expect(await screen.findByText('Home probe')).toBeTruthy();
    const [login] = callsTo('POST /api/login');
    expect(JSON.parse(login?.body ?? '')).toEqual({
      username: 'aisha_k',
      password: 'secret1',
      rememberMe: true,
    });
    expect(login?.headers.get('X-CSRF-Token')).toBe('csrf-abc');
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(await screen.findByText('Welcome back, Aisha Khan!')).toBeTruthy();
    expect(localStorage.getItem('user_role')).toBe('seeker');
  });

  it('sends an admin to /admin', async () => {
    renderAuth({ 'POST /api/login': () => json(200, aUser({ role: 'admin' })) });
    await fillSignIn('admin', 'secret1');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Admin probe')).toBeTruthy();
  });

  it('sends a member without a completed questionnaire to /questionnaire', async () => {
    renderAuth({ 'POST /api/login': () => json(200, aUser()) });
    await fillSignIn('aisha_k', 'secret1');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Questionnaire probe')).toBeTruthy();
  });

  it('shows "Login failed" with the server message and stays on the page', async () => {
    renderAuth({
      'POST /api/login': () =>
        json(401, {
          statusCode: 401,
          message: 'Invalid username or password',
          code: 'INVALID_CREDENTIALS',
        }),
    });
    await fillSignIn('aisha_k', 'wrong-pass');
    fireEvent.click(submitButton());
    expect(await screen.findByText('Invalid username or password')).toBeTruthy();
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(submitButton().textContent).toBe('Sign In');
  });

  it('shows one toast at a time', async () => {
    let attempt = 0;
    renderAuth({
      'POST /api/login': () =>
        json(401, {
          statusCode: 401,
          message: `Attempt ${++attempt} refused`,
          code: 'INVALID_CREDENTIALS',
        }),
    });
    await fillSignIn('aisha_k', 'secret1');
    fireEvent.click(submitButton());
    await screen.findByText('Attempt 1 refused');
    fireEvent.click(submitButton());
    await screen.findByText('Attempt 2 refused');
    await waitFor(() => expect(screen.queryByText('Attempt 1 refused')).toBeNull());
  });

  it('falls back to "Login failed" when the reply has no text', async () => {
    renderAuth({ 'POST /api/login': () => new Response('', { status: 500 }) });
    await fillSignIn('aisha_k', 'secret1');
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getAllByText('Login failed')).toHaveLength(2));
  });

  it('sends a visitor who is already signed in away from /auth', async () => {
    renderAuth({ 'GET /api/user': () => json(200, aUser({ role: 'admin' })) });
    expect(await screen.findByText('Admin probe')).toBeTruthy();
  });

  it('forgets the CSRF token after a login so the next call fetches the rotated one', async () => {
    const { callsTo } = renderAuth({
      'POST /api/login': () =>
        json(401, { statusCode: 401, message: 'Invalid', code: 'INVALID_CREDENTIALS' }),
    });
    await fillSignIn('aisha_k', 'secret1');
    fireEvent.click(submitButton());
    await screen.findByText('Invalid');
    expect(callsTo('GET /api/csrf-token')).toHaveLength(1);
    fireEvent.click(submitButton());
    await waitFor(() => expect(callsTo('POST /api/login')).toHaveLength(2));
    expect(callsTo('GET /api/csrf-token')).toHaveLength(2);
  });
});
