/** @platform shared */
import { existsSync, statSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  fillRegistration,
  launchBrowser,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  screenshot,
} from '@mithaq/testing';
import { newMember } from '@mithaq/testing';
import { Platform } from '@mithaq/testing';

describe('sign-in journey in the browser', () => {
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

  /**
   * Opens the user menu and picks Sign Out. A menu opened while the page still settles after
   * signing in can lose the pick (no sign-out is even sent), so the pick is made again until the
   * sign-out request leaves; a user would simply click again.
   */
  const signOutFromUserMenu = async (): Promise<void> => {
    for (let attempt = 1; ; attempt += 1) {
      const sent = page
        .waitForRequest((request) => request.url().endsWith('/api/logout'), { timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      if ((await sent) || attempt === 3) {
        return;
      }
      await page.keyboard.press('Escape');
    }
  };

  const openRegister = async (): Promise<void> => {
    await page.goto(`${platform.baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.locator('#fullName').waitFor();
  };

  it('renders /auth and saves a screenshot of it', async () => {
    await page.goto(`${platform.baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    await page.getByRole('tab', { name: 'Register' }).waitFor();
    const path = await screenshot(page, 'auth');
    expect(existsSync(path) && statSync(path).size > 5000).toBe(true);
  });

  it('registers a new visitor, is asked to verify the address, signs in, out and in again', async () => {
    const member = newMember();
    await openRegister();
    await fillRegistration(page, member);
    await page.getByRole('button', { name: 'Create Account' }).click();

    // The same answer whether or not the address was known: nobody is signed in yet.
    await page.getByText('Registration successful').waitFor();
    await page.getByText(/please open the link in it to verify your address/).waitFor();
    await page.getByRole('button', { name: 'Go to Sign In' }).click();

    await page.fill('#username', member.email);
    await page.fill('#password', member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // Questionnaire not completed yet: a seeker goes to /questionnaire.
    await page.waitForURL(/\/questionnaire$/);
    await page.getByText(`Welcome back, ${member.fullName}!`).waitFor();

    await signOutFromUserMenu();
    await page.waitForURL(/\/auth$/);
    await page.getByText('You have been logged out successfully').waitFor();

    // Protected pages are closed again.
    await page.goto(`${platform.baseUrl}/profile`);
    await page.waitForURL(/\/auth$/);

    await page.fill('#username', member.username);
    await page.fill('#password', member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/questionnaire$/);
  });

  it('shows validation messages under the fields', async () => {
    await openRegister();
    await page.fill('#username', 'ab');
    await page.fill('#email', 'not-an-email');
    await page.fill('#password', '12345');
    await page.fill('#confirmPassword', '12399');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Username must be at least 3 characters').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 12 characters').waitFor();
    await page.getByText('Passwords do not match').waitFor();
    expect(page.url()).toMatch(/\/auth$/);

    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.fill('#username', 'ab');
    await page.fill('#password', '123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Username or email must be at least 3 characters').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
  });

  it('shows the server message when the password is wrong', async () => {
    await page.goto(`${platform.baseUrl}/auth`);
    await page.fill('#username', 'nobody_here');
    await page.fill('#password', 'wrong-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login failed').first().waitFor();
    await page
      .getByText(/Invalid username or password/)
      .first()
      .waitFor();
  });

  it('shows "404 Page Not Found" on an unknown path', async () => {
    await page.goto(`${platform.baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });

  it('sends a visitor from a protected page to /auth', async () => {
    await page.goto(`${platform.baseUrl}/matches`);
    await page.waitForURL(/\/auth$/);
  });
});
