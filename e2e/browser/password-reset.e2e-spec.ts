/** @platform shared */
import {
  INVALID_EMAIL_LINK_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
} from '@mithaq/contracts';
import {
  ApiClient,
  launchBrowser,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  registerAndSignIn,
  screenshot,
  signIn,
  waitFor,
} from '@mithaq/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';

describe('password reset by email in the browser', () => {
  const platform = new Platform();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    await platform.start();
    browser = await launchBrowser();
  }, PLATFORM_START_TIMEOUT);
  afterAll(async () => {
    await browser?.close();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  /** A registered member, still signed in through the API (another device, say). */
  const registeredMember = async () => {
    const details = newMember();
    const client = new ApiClient(platform.baseUrl);
    const signedIn = await registerAndSignIn(client, details);
    expect(signedIn.status).toBe(200);
    return { details, client };
  };

  const askForResetLink = async (email: string): Promise<void> => {
    await page.goto(`${platform.baseUrl}/auth`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    expect(await page.title()).toMatch(/^Forgot Password — /);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(PASSWORD_RESET_REQUESTED_MESSAGE).waitFor();
  };

  it('mails a single-use link over SMTP that sets a new password and ends the old sessions', async () => {
    const { details, client } = await registeredMember();
    await askForResetLink(details.email);
    await screenshot(page, 'password-reset-requested');

    const link = await platform.linkFromEmail(details.email, '/reset-password');
    expect(link.startsWith(`${platform.baseUrl}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    // The app names the page when it renders it, which can come after the load event.
    await waitFor(async () => (await page.title()).startsWith('Reset Password — '), {
      what: 'the page title',
    });

    // The form checks the confirmation before anything is sent.
    await page.getByLabel('New Password', { exact: true }).fill('a-new-secret-42');
    await page.getByLabel('Confirm New Password').fill('a-new-secret-43');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Passwords do not match').waitFor();

    await page.getByLabel('Confirm New Password').fill('a-new-secret-42');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText(PASSWORD_RESET_DONE_MESSAGE).waitFor();
    await screenshot(page, 'password-reset-done');

    // Every session of the account ended with the reset.
    expect((await client.json('GET', '/api/user')).status).toBe(401);

    await page.getByRole('link', { name: 'Go to Sign In' }).click();
    await page.waitForURL(/\/auth$/);

    // The old password is refused: the sign-in page stays.
    await signIn(page, platform.baseUrl, details, null);
    await page
      .getByText(/Invalid username or password/)
      .first()
      .waitFor();

    await signIn(
      page,
      platform.baseUrl,
      { username: details.username, password: 'a-new-secret-42' },
      /\/questionnaire$/,
    );
    await page.getByText(`Welcome back, ${details.fullName}!`).waitFor();

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('another-secret-1');
    await page.getByLabel('Confirm New Password').fill('another-secret-1');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText(INVALID_EMAIL_LINK_MESSAGE).waitFor();
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await page.waitForURL(/\/forgot-password$/);
  }, 120_000);

  it('gives an unknown address the same answer and mails it nothing', async () => {
    const unknown = newMember().email;
    await askForResetLink(unknown);
    // A known address asked after it gets its link; by then the unknown one would have had its.
    const { details } = await registeredMember();
    await askForResetLink(details.email);
    await platform.linkFromEmail(details.email, '/reset-password');
    expect(await platform.deliveredEmails(unknown)).toEqual([]);
  }, 120_000);

  it('explains a reset link without a token and offers a new one', async () => {
    await page.goto(`${platform.baseUrl}/reset-password`);
    await page.getByText(INVALID_EMAIL_LINK_MESSAGE).waitFor();
    expect(await page.getByLabel('New Password', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Request a new reset link' }).click();
    await page.waitForURL(/\/forgot-password$/);
  });
});
