/** @platform shared */
import type { CurrentUser } from '@mithaq/contracts';
import {
  ApiClient,
  launchBrowser,
  maleQuestionnaireAnswers,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  registerAndSignIn,
  waitFor,
} from '@mithaq/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';

describe('signing in with the keyboard alone', () => {
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

  /** A member who has answered the questionnaire, so signing in leads to the dashboard. */
  const memberWithQuestionnaire = async () => {
    const details = newMember();
    const client = new ApiClient(platform.baseUrl);
    const signedIn = await registerAndSignIn(client, details);
    expect(signedIn.status).toBe(200);
    // The profile comes from the registration event; the questionnaire needs it.
    await waitFor(
      async () => (await client.json<CurrentUser>('GET', '/api/user')).body.gender !== undefined,
      { what: 'the profile' },
    );
    const submitted = await client.json('POST', '/api/questionnaire', {
      ...maleQuestionnaireAnswers,
      userId: signedIn.body.id,
    });
    expect(submitted.status).toBe(201);
    await waitFor(
      async () =>
        (await client.json<CurrentUser>('GET', '/api/user')).body.questionnaireCompleted === true,
      { what: 'the questionnaire to count as completed' },
    );
    return details;
  };

  /** Whether the element the selector names has the keyboard focus. */
  const hasFocus = (selector: string) => page.locator(`${selector}:focus`).count().then(Boolean);

  it('starts in the first field; typing, Tab and Enter reach the dashboard', async () => {
    const member = await memberWithQuestionnaire();
    await page.goto(`${platform.baseUrl}/auth`);
    await page.locator('#username').waitFor();
    await page.locator('#username:focus').waitFor();

    await page.keyboard.type(member.username);
    await page.keyboard.press('Tab');
    expect(await hasFocus('#password')).toBe(true);
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');

    await page.waitForURL(`${platform.baseUrl}/`);
    await page.getByRole('heading', { name: 'Your Dashboard' }).waitFor();
  }, 90_000);

  it('reaches "Forgot password?" with Tab and opens it with Enter', async () => {
    await page.goto(`${platform.baseUrl}/auth`);
    await page.locator('#username:focus').waitFor();
    const forgot = 'a[href="/forgot-password"]';
    for (let presses = 0; presses < 6 && !(await hasFocus(forgot)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await hasFocus(forgot)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/forgot-password$/);
    await page.locator('#email:focus').waitFor();
  }, 60_000);
});
