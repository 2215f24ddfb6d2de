import { REGISTRATION_RECEIVED_MESSAGE } from '@mithaq/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, pending, type Handler } from '../../../testing/fetch-mock';
import { renderWithProviders } from '../../../testing/render-app';
import { AuthPage } from './auth-page';

const signedOut: Handler = () =>
  json(401, { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' });

const renderRegister = async (handlers: Record<string, Handler>) => {
  const fetch = mockFetch({
    'GET /api/user': signedOut,
    'GET /api/csrf-token': () => json(200, { csrfToken: 'csrf-abc' }),
    ...handlers,
  });
  const view = renderWithProviders([{ path: '/auth', element: <AuthPage /> }], '/auth');
  fireEvent.click(await screen.findByRole('tab', { name: 'Register' }));
  await screen.findByLabelText('Full Name');
  return { ...fetch, ...view };
};

const submitButton = () =>
  screen.getByRole('button', { name: /^(Create Account|Creating Account\.\.\.)$/ });

const fieldBox = (id: string): HTMLElement => {
  const box = document.getElementById(id)?.closest<HTMLElement>('.ant-form-item');
  if (!box) {
    throw new Error(`no form item for #${id}`);
  }
  return box;
};

const type = (id: string, value: string) => {
  const input = document.getElementById(id);
  if (!input) {
    throw new Error(`no #${id}`);
  }
  fireEvent.change(input, { target: { value } });
};

const choose = async (id: string, optionLabel: string) => {
  const input = document.getElementById(id);
  if (!input) {
    throw new Error(`no #${id}`);
  }
  fireEvent.mouseDown(input);
  const option = await waitFor(() => {
    // Each select renders its own popup, labelled by the `${id}_list` listbox inside it.
    const popup = document.getElementById(`${id}_list`)?.closest('.ant-select-dropdown');
    const match = [...(popup?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])].find(
      (element) => element.getAttribute('title') === optionLabel,
    );
    if (!match) {
      throw new Error(`option ${optionLabel} not shown`);
    }
    return match;
  });
  fireEvent.click(option);
};

const fillValidForm = async () => {
  type('fullName', 'Aisha Khan');
  type('username', 'aisha_k');
  type('email', 'aisha@example.com');
  await choose('gender', 'Female');
  type('dateOfBirth', '1995-05-20');
  type('nationality', 'British');
  type('ethnicity', 'Pakistani');
  type('countryOfResidence', 'United Kingdom');
  await choose('maritalStatus', 'Single');
  await choose('practiceLevel', 'Prays most times');
  await choose('lookingFor', 'Male');
  type('bio', 'I love reading and volunteering at the masjid.');
  type('password', 'secret-phrase-12');
  type('confirmPassword', 'secret-phrase-12');
};

// Filling the whole form takes close to the default limit when the machine is busy.
const SLOW = 60_000;

describe('/auth register', { timeout: SLOW }, () => {
  it('links Terms of Service and Privacy Policy to their pages in a new tab', async () => {
    await renderRegister({});
    const checkbox = screen.getByLabelText('I agree to the Terms of Service and Privacy Policy');
    for (const [name, href] of [
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    // The form stays as it was: following a link neither leaves the page nor ticks the box.
    fireEvent.click(screen.getByRole('link', { name: 'Terms of Service' }));
    expect((checkbox as HTMLInputElement).checked).toBe(false);
    expect(await screen.findByLabelText('Full Name')).toBeTruthy();
  });

  it('shows the schema messages under each field and sends nothing', async () => {
    const { callsTo } = await renderRegister({});
    fireEvent.click(submitButton());
    expect(await within(fieldBox('username')).findByText('Username is required')).toBeTruthy();
    expect(
      await within(fieldBox('email')).findByText('Please enter a valid email address'),
    ).toBeTruthy();
    expect(
      within(fieldBox('password')).getByText('Password must be at least 12 characters'),
    ).toBeTruthy();
    expect(await within(fieldBox('gender')).findByText('Please select a gender')).toBeTruthy();
    expect(await within(fieldBox('fullName')).findByText('Full name is required')).toBeTruthy();
    expect(fieldBox('waliContact').querySelector('.ant-form-item-explain-error')).toBeNull();
    expect(callsTo('POST /api/register')).toHaveLength(0);
  });

  it('rejects usernames that are too short, too long or use other characters', async () => {
    await renderRegister({});
    type('username', 'ab');
    expect(
      await within(fieldBox('username')).findByText('Username must be at least 3 characters'),
    ).toBeTruthy();
    type('username', 'a'.repeat(30));
    expect(
      await within(fieldBox('username')).findByText('Username must be less than 30 characters'),
    ).toBeTruthy();
    type('username', 'aisha khan!');
    expect(
      await within(fieldBox('username')).findByText(
        'Username can only contain letters, numbers, dots, underscores, and hyphens',
      ),
    ).toBeTruthy();
  });

  it('rejects an invalid email address', async () => {
    await renderRegister({});
    type('email', 'aisha@');
    expect(
      await within(fieldBox('email')).findByText('Please enter a valid email address'),
    ).toBeTruthy();
  });

  it('shows "Passwords do not match" under confirmPassword', async () => {
    await renderRegister({});
    type('password', 'secret-phrase-12');
    type('confirmPassword', 'secret-phrase-13');
    expect(
      await within(fieldBox('confirmPassword')).findByText('Passwords do not match'),
    ).toBeTruthy();
  });

  it('reads "Creating Account..." and is disabled while the call runs', async () => {
    await renderRegister({ 'POST /api/register': () => pending() });
    await fillValidForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Creating Account...'));
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('posts the form values, signs nobody in and asks to verify the address', async () => {
    const { callsTo, router } = await renderRegister({
      'POST /api/register': () => json(201, { message: REGISTRATION_RECEIVED_MESSAGE }),
    });
    await fillValidForm();
    fireEvent.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'));
    fireEvent.click(submitButton());
    expect(await screen.findByText(REGISTRATION_RECEIVED_MESSAGE)).toBeTruthy();
    expect(await screen.findByText('Registration successful')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(screen.queryByLabelText('Full Name')).toBeNull();
    const [call] = callsTo('POST /api/register');
    expect(call?.headers.get('X-CSRF-Token')).toBe('csrf-abc');
    expect(JSON.parse(call?.body ?? '')).toMatchObject({
      fullName: 'Aisha Khan',
      username: 'aisha_k',
      email: 'aisha@example.com',
      gender: 'female',
      dateOfBirth: '1995-05-20',
      nationality: 'British',
      ethnicity: 'Pakistani',
      countryOfResidence: 'United Kingdom',
      maritalStatus: 'single',
      practiceLevel: 'practicing',
      lookingFor: 'male',
      bio: 'I love reading and volunteering at the masjid.',
      password: 'secret-phrase-12',
      confirmPassword: 'secret-phrase-12',
      acceptTerms: true,
    });
    expect(localStorage.getItem('user_role')).toBeNull();

    // "Go to Sign In" opens the sign-in form; Register starts a fresh form again.
    fireEvent.click(screen.getByRole('button', { name: 'Go to Sign In' }));
    expect(await screen.findByLabelText('Username or Email')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Register' }));
    expect(await screen.findByLabelText('Full Name')).toBeTruthy();
    expect(screen.queryByText(REGISTRATION_RECEIVED_MESSAGE)).toBeNull();
  });

  it('shows "Registration failed: {status} {text}" and the server field messages', async () => {
    await renderRegister({
      'POST /api/register': () =>
        json(409, {
          statusCode: 409,
          message: 'Username already taken',
          code: 'USERNAME_TAKEN',
          fields: { username: 'This username is taken' },
        }),
    });
    await fillValidForm();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Registration failed: 409 Username already taken')).toBeTruthy();
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    // The field's message comes in with antd's motion, a moment after the toast.
    expect(await within(fieldBox('username')).findByText('This username is taken')).toBeTruthy();
    expect(submitButton().textContent).toBe('Create Account');
  });

  it('shows a password the server finds too common under the password field', async () => {
    const tooCommon = 'This password is too common. Please choose a less predictable one.';
    await renderRegister({
      'POST /api/register': () =>
        json(400, {
          statusCode: 400,
          message: tooCommon,
          code: 'VALIDATION_FAILED',
          fields: { password: tooCommon },
        }),
    });
    await fillValidForm();
    type('password', 'password1234');
    type('confirmPassword', 'password1234');
    fireEvent.click(submitButton());
    expect(await within(fieldBox('password')).findByText(tooCommon)).toBeTruthy();
  });
});
