/** @platform shared */
import {
  INVALID_EMAIL_LINK_MESSAGE,
  REGISTRATION_RECEIVED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
} from '@mithaq/contracts';
import {
  fillRegistration,
  launchBrowser,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  screenshot,
  signIn,
  waitFor,
} from '@mithaq/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const BANNER_TITLE = 'Please verify your email address';

describe('email verification in the browser', () => {
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

  const register = async (member: ReturnType<typeof newMember>): Promise<void> => {
    await page.goto(`${platform.baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.locator('#fullName').waitFor();
    await fillRegistration(page, member);
  };

  it('opens Terms of Service and Privacy Policy in a new tab and keeps the form', async () => {
    const member = newMember();
    await register(member);
    for (const [name, path] of [
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
    ] as const) {
      const [legal] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('tabpanel', { name: 'Register' }).getByRole('link', { name }).click(),
      ]);
      await legal.waitForURL(new RegExp(`${path}$`));
      await waitFor(async () => (await legal.title()).startsWith(`${name} — `), {
        what: `the ${name} tab`,
      });
      await legal.close();
    }
    expect(page.url()).toMatch(/\/auth$/);
    expect(await page.inputValue('#fullName')).toBe(member.fullName);
    expect(await page.isChecked('#acceptTerms')).toBe(false);
  }, 60_000);

  it('registers, asks to verify, resends the email and verifies with the newest link', async () => {
    const member = newMember();
    await register(member);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(REGISTRATION_RECEIVED_MESSAGE).waitFor();
    const first = await platform.linkFromEmail(member.email, '/verify-email');
    expect(first.startsWith(`${platform.baseUrl}/verify-email?token=`)).toBe(true);

    // Signed in but unverified: the banner explains why approval waits, and resends the email.
    await signIn(page, platform.baseUrl, member, /\/questionnaire$/);
    await page.getByText(BANNER_TITLE).waitFor();
    await page
      .getByText(/can approve your account only after your email address is verified/)
      .waitFor();
    await screenshot(page, 'email-verification-banner');
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText(VERIFICATION_SENT_MESSAGE).waitFor();
    const newest = await platform.linkFromEmail(member.email, '/verify-email', 1);
    expect(newest).not.toBe(first);

    // A new email retires the older link.
    await page.goto(first);
    // The app names the page when it renders it, which can come after the load event.
    await waitFor(async () => (await page.title()).startsWith('Verify Email — '), {
      what: 'the page title',
    });
    await page.getByText(INVALID_EMAIL_LINK_MESSAGE).waitFor();
    await page.getByRole('button', { name: 'Resend verification email' }).waitFor();

    await page.goto(newest);
    await page.getByText('Your email address is verified').waitFor();
    await screenshot(page, 'email-verified');
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    // The questionnaire is still to do: the member is taken there, without the banner.
    await page.waitForURL(/\/questionnaire$/);
    await page.locator('#main-content').waitFor();
    expect(await page.getByText(BANNER_TITLE).count()).toBe(0);
    await page.reload();
    await page.locator('#main-content').waitFor();
    expect(await page.getByText(BANNER_TITLE).count()).toBe(0);
  }, 120_000);

  it('lets a visitor verify from the link without signing in', async () => {
    const member = newMember();
    await register(member);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(REGISTRATION_RECEIVED_MESSAGE).waitFor();
    const link = await platform.linkFromEmail(member.email, '/verify-email');
    await page.goto(link);
    await page.getByText('Your email address is verified').waitFor();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(/\/auth$/);
  }, 90_000);
});
