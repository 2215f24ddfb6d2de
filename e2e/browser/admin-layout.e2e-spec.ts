/** @platform shared */
import { existsSync, statSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  accessibilityViolations,
  ApiClient,
  launchBrowser,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  registerAndSignIn,
  screenshot,
  signInAsAdmin,
  startPlatformWithAdmin,
} from '@mithaq/testing';
import { DEFAULT_WEIGHTS } from '@mithaq/matching-engine';
import {
  expectedScore,
  matchableMember,
  newCommunity,
  waitForMatches,
  type Member,
} from '../api/matching-fixtures';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const expectScreenshot = async (page: Page, name: string): Promise<void> => {
  const path = await screenshot(page, name);
  expect(existsSync(path) && statSync(path).size > 5000).toBe(true);
};

/** The same screen at the desktop and the phone size, the desktop one first. */
const screenshotsAtBothSizes = async (page: Page, name: string): Promise<void> => {
  await page.setViewportSize(DESKTOP);
  await expectScreenshot(page, `${name}-1366x900`);
  await page.setViewportSize(PHONE);
  await expectScreenshot(page, `${name}-390x844`);
  await page.setViewportSize(DESKTOP);
};

type Box = { x: number; y: number; width: number; height: number };

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) {
    throw new Error('the element is not on screen');
  }
  return box;
};

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** How far the page itself scrolls sideways (0 when everything fits the window). */
const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

describe('admin layout, contrast and toasts in the browser', () => {
  const platform = new Platform();
  let credentials: { username: string; password: string };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let woman: Member;
  let man: Member;
  let verified: { fullName: string; username: string };
  let unverified: { fullName: string; username: string };

  /** Registers a member awaiting approval; only a verified address can be approved. */
  const registerPending = async (fullName: string, verify: boolean) => {
    const member = newMember({ fullName });
    const { status } = await registerAndSignIn(new ApiClient(platform.baseUrl), member);
    expect(status).toBe(200);
    if (verify) {
      await platform.verifyEmail(member.email);
    }
    return { fullName, username: member.username };
  };

  beforeAll(async () => {
    let admin: ApiClient;
    ({ admin, credentials } = await startPlatformWithAdmin(platform));
    const community = newCommunity();
    woman = await matchableMember(platform, admin, 'female', community, {
      personal: { fullName: 'Maryam Siddiqui' },
    });
    man = await matchableMember(platform, admin, 'male', community, {
      personal: { fullName: 'Ibrahim Chowdhury' },
    });
    await waitForMatches(woman, [man.id]);
    verified = await registerPending('Sumayyah Verified', true);
    unverified = await registerPending('Hafsa Unconfirmed', false);
    browser = await launchBrowser();
  }, PLATFORM_START_TIMEOUT);
  afterAll(async () => {
    await browser?.close();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  beforeEach(async () => {
    context = await browser.newContext({ viewport: DESKTOP });
    page = await context.newPage();
    await signInAsAdmin(page, platform.baseUrl, credentials);
    await page.getByRole('heading', { name: 'Pending Approvals' }).waitFor();
    // The sign-in toast fades out seconds later: closed now, so no contrast check can measure its
    // text half-transparent on its way out.
    const welcome = page
      .locator('.ant-notification-notice')
      .filter({ hasText: 'Login successful' });
    await welcome.locator('.ant-notification-notice-close').click();
    await welcome.waitFor({ state: 'detached' });
  });
  afterEach(() => context.close());

  const openTab = async (section: string, tab: string): Promise<void> => {
    await page.getByRole('tab', { name: section, exact: true }).click();
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await page.getByRole('heading', { name: tab, exact: true }).waitFor();
  };

  /** Heading levels in page order never skip one (an h2 is never followed straight by an h4). */
  const expectHeadingsInOrder = async (): Promise<void> => {
    const levels = await page.evaluate<number[]>(
      `[...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')]
        .map((heading) => Number(heading.tagName.slice(1)))`,
    );
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
  };

  const expectNoContrastFailures = async (): Promise<void> => {
    const contrast = (await accessibilityViolations(page)).filter(
      (violation) => violation.rule === 'color-contrast',
    );
    expect(contrast).toEqual([]);
  };

  it('keeps the section tabs in place while the counters load', async () => {
    // The counts are held back until the tabs have been measured, as on a slow connection.
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/admin\/(messaging-)?stats(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${platform.baseUrl}/admin`);
    const sections = page.getByRole('tablist', { name: 'Admin sections' });
    const loadingCount = page.locator('.ant-statistic .ant-skeleton');
    await sections.waitFor();
    await loadingCount.first().waitFor();
    const whileLoading = await boxOf(sections);
    release();
    await loadingCount.first().waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Pending Approvals' }).waitFor();
    // A tab that moved under the pointer made a click land beside it.
    expect(await boxOf(sections)).toEqual(whileLoading);
  });

  it('shows User Management with its actions in view and each day on one line', async () => {
    await openTab('User Administration', 'User Management');
    await page.getByLabel('Search users').fill(verified.username);
    await page.getByLabel('Search users').press('Enter');
    const row = page.getByRole('row').filter({ hasText: verified.username });
    await row.getByText('Email verified', { exact: true }).waitFor();

    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const remove = row.getByRole('button', { name: 'Delete Profile' });
    const box = await boxOf(remove);
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
    const joined = row.locator('time');
    // One line of text: a wrapped date was four lines, over 80 px tall.
    expect((await boxOf(joined)).height).toBeLessThan(30);
    // A row of one member fits in a few lines, not a screenful.
    expect((await boxOf(row)).height).toBeLessThan(200);

    await expectHeadingsInOrder();
    await expectNoContrastFailures();
    await screenshotsAtBothSizes(page, 'admin-layout-user-management');
  });

  it('searches Pending Approvals, shows the email state and keeps toasts off the header', async () => {
    const search = page.getByLabel('Search pending approvals');
    const rowOf = (username: string) => page.getByRole('row').filter({ hasText: username });
    await rowOf(unverified.username).getByText('Email not verified', { exact: true }).waitFor();
    await rowOf(verified.username).getByText('Email verified', { exact: true }).waitFor();

    await search.fill('unconfirmed');
    await rowOf(verified.username).waitFor({ state: 'detached' });
    await rowOf(unverified.username).waitFor();
    await expectHeadingsInOrder();
    await expectNoContrastFailures();
    await screenshotsAtBothSizes(page, 'admin-layout-pending-approvals-search');

    // Approving an unverified member fails with the server's reason.
    await rowOf(unverified.username)
      .getByRole('button', { name: /Approve/ })
      .click();
    await page.getByText('Approval failed', { exact: true }).waitFor();
    await page.getByText(/has not verified their email address/).waitFor();

    // The toast stays clear of the Sign Out button and the header.
    const toast = page.locator('.ant-notification-notice').first();
    await toast.waitFor();
    const toastBox = await boxOf(toast);
    const signOut = await boxOf(page.getByRole('button', { name: 'Sign Out' }));
    const header = await boxOf(page.locator('header').first());
    expect(overlaps(toastBox, signOut)).toBe(false);
    expect(overlaps(toastBox, header)).toBe(false);
    await expectScreenshot(page, 'admin-layout-toast-clear-of-sign-out-1366x900');

    await search.fill('');
    await rowOf(verified.username).waitFor();
  });

  it('shows Recent High Matches by name', async () => {
    const score = expectedScore(woman, man, DEFAULT_WEIGHTS);
    expect(score).toBeGreaterThanOrEqual(85);
    await openTab('Matching System', 'Match Analysis');
    // The innermost card holding the heading (the dashboard itself sits in a card).
    const recent = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { name: 'Recent High Matches' }) })
      .last();
    const row = recent.getByRole('row').filter({ hasText: woman.fullName });
    await row.getByText(man.fullName, { exact: true }).waitFor();
    await row.getByText(`${score}%`, { exact: true }).waitFor();
    // The ids stay one copy away, not spelt out beside the names.
    const text = await recent.innerText();
    expect(text).not.toContain(woman.id);
    expect(text).not.toContain(man.id);
    await expectHeadingsInOrder();
    await expectNoContrastFailures();
    await screenshotsAtBothSizes(page, 'admin-layout-match-analysis');
  });

  it('edits site content in the formatting editor', async () => {
    await openTab('Site Management', 'Site Content');
    await page.getByRole('button', { name: 'Edit terms-of-service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Site Content: terms-of-service' });
    await dialog.getByRole('textbox', { name: 'Content' }).waitFor();
    await dialog.getByRole('toolbar', { name: 'Formatting' }).waitFor();
    await screenshotsAtBothSizes(page, 'admin-layout-site-content-editor');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
