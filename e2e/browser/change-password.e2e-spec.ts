/** @platform shared */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  ApiClient,
  expectAccessible,
  launchBrowser,
  maleQuestionnaireAnswers,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  registerAndSignIn,
  screenshot,
  signIn,
} from '@mithaq/testing';

/** A member changes their own password on /profile; their other sessions end. */
describe('changing your own password in the browser', () => {
  const platform = new Platform();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    await platform.start();
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
  }, PLATFORM_START_TIMEOUT);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  it('refuses a wrong current password, changes it, and ends the other sessions', async () => {
    const password = 'first-long-passphrase-1';
    const member = newMember({ password, confirmPassword: password });
    const elsewhere = new ApiClient(platform.baseUrl);
    const registered = await registerAndSignIn(elsewhere, member);
    expect(registered.status).toBe(200);
    // A member who has answered the questionnaire reaches their profile.
    const answered = await elsewhere.json('POST', '/api/questionnaire', {
      ...maleQuestionnaireAnswers,
      userId: registered.body.id,
    });
    expect(answered.status).toBe(201);

    const leftSignIn = (url: URL): boolean => url.pathname !== '/auth';
    await signIn(page, platform.baseUrl, member, leftSignIn);
    await page.goto(`${platform.baseUrl}/profile`);
    const card = page.locator('.ant-card').filter({ hasText: 'Confirm New Password' });
    try {
      await card.locator('#currentPassword').waitFor();
    } catch (error) {
      await screenshot(page, 'change-password-missing');
      throw error;
    }
    await expectAccessible(page, 'profile with the password card');

    await card.locator('#currentPassword').fill('not-my-password-at-all');
    await card.locator('#newPassword').fill('second-long-passphrase-2');
    await card.locator('#confirmPassword').fill('second-long-passphrase-2');
    await card.getByRole('button', { name: 'Change Password' }).click();
    await card.getByText('Your current password is not correct').waitFor();
    // Refused: the other session still stands.
    expect((await elsewhere.json('GET', '/api/user')).status).toBe(200);

    await card.locator('#currentPassword').fill(member.password);
    await card.getByRole('button', { name: 'Change Password' }).click();
    await card.getByText('Your password has been changed.').waitFor();
    expect(await card.locator('#currentPassword').inputValue()).toBe('');
    // The session that changed it goes on; every other one ended.
    expect((await page.request.get(`${platform.baseUrl}/api/user`)).status()).toBe(200);
    expect((await elsewhere.json('GET', '/api/user')).status).toBe(401);

    // The old password no longer opens the account; the new one does.
    const oldOne = new ApiClient(platform.baseUrl);
    const refused = await oldOne.json('POST', '/api/login', {
      username: member.username,
      password: member.password,
    });
    expect(refused.status).toBe(401);
    await context.clearCookies();
    await signIn(
      page,
      platform.baseUrl,
      { username: member.username, password: 'second-long-passphrase-2' },
      leftSignIn,
    );
  }, 180_000);
});
