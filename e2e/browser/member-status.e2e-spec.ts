/** @platform shared */
import { existsSync, statSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  ApiClient,
  appHasTakenOver,
  launchBrowser,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  screenshot,
  signIn,
  startPlatformWithAdmin,
} from '@mithaq/testing';
import {
  approve,
  manAnswers,
  newCommunity,
  registerMan,
  submitQuestionnaire,
  type Member,
} from '../api/matching-fixtures';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const expectScreenshot = async (page: Page, name: string): Promise<void> => {
  const path = await screenshot(page, name);
  expect(existsSync(path) && statSync(path).size > 5000).toBe(true);
};

/** Every element of `items` lies inside `container` horizontally (nothing spills out). */
const expectInside = async (container: Locator, items: Locator): Promise<void> => {
  const box = await container.boundingBox();
  expect(box).not.toBeNull();
  for (const item of await items.all()) {
    const inner = await item.boundingBox();
    if (!box || !inner) {
      continue;
    }
    expect(inner.x).toBeGreaterThanOrEqual(box.x - 0.5);
    expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
};

describe('where a waiting member stands, in the browser', () => {
  const platform = new Platform();
  let admin: ApiClient;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
    browser = await launchBrowser();
  }, PLATFORM_START_TIMEOUT);
  afterAll(async () => {
    for (const context of contexts) {
      await context.close();
    }
    await browser?.close();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  /** A page of its own at the viewport, signed in as the member and at `landing`. */
  const signedInPage = async (
    member: Member,
    viewport: { width: number; height: number },
    landing: RegExp,
  ): Promise<Page> => {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, platform.baseUrl, member, landing);
    return page;
  };

  it('shows the questionnaire sliders inside the card on a desktop and a phone', async () => {
    const member = await registerMan(platform, newCommunity());
    for (const [viewport, size] of [
      [DESKTOP, '1366'],
      [PHONE, '390'],
    ] as const) {
      const page = await signedInPage(member, viewport, /\/questionnaire/);
      await page.getByText('Section 1 of 9').waitFor();
      const card = page.locator('.ant-card').filter({ hasText: 'Section 1 of 9' });
      expect(await page.getByRole('slider').count()).toBe(4);
      await expectInside(card, card.locator('.ant-slider-mark-text'));
      await expectInside(card, card.getByText(/^\d = /));
      // The words of the scale sit on their own row, never on top of each other.
      const words = await card.getByText(/^\d = /).all();
      const boxes = (await Promise.all(words.slice(0, 5).map((w) => w.boundingBox()))).filter(
        (b) => b !== null,
      );
      for (let i = 1; i < boxes.length; i += 1) {
        const [a, b] = [boxes[i - 1], boxes[i]];
        if (a && b && Math.abs(a.y - b.y) < 2) {
          expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
        }
      }
      await expectScreenshot(page, `questionnaire-sliders-${size}`);
    }
  }, 180_000);

  it('tells a waiting member where they stand, then starts the walkthrough once approved', async () => {
    const member = await registerMan(platform, newCommunity());
    await submitQuestionnaire(member, manAnswers());

    const page = await signedInPage(member, DESKTOP, new RegExp(`${platform.baseUrl}/$`));
    await page.getByRole('heading', { level: 1, name: 'Your Dashboard' }).waitFor();
    const status = page.getByRole('region', { name: 'Your status' });
    await status.getByRole('listitem', { name: 'Account review: In review' }).waitFor();
    await status.getByRole('listitem', { name: 'Questionnaire review: In review' }).waitFor();
    await status.getByRole('listitem', { name: 'Email address: Done' }).waitFor();
    expect(await page.getByText('Complete your profile to find matches').count()).toBe(0);
    await expectScreenshot(page, 'member-status-dashboard-1366');

    await page.goto(`${platform.baseUrl}/matches`);
    await page.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();
    await status.waitFor();
    await page.getByRole('tab', { name: 'All Matches' }).waitFor();
    expect(await page.getByRole('region', { name: 'Getting started' }).count()).toBe(0);
    expect(await page.getByText(/has been approved/).count()).toBe(0);
    await expectScreenshot(page, 'member-status-matches-1366');

    const phone = await signedInPage(member, PHONE, new RegExp(`${platform.baseUrl}/$`));
    await phone.getByRole('region', { name: 'Your status' }).waitFor();
    await phone.getByRole('region', { name: 'Match Summary' }).waitFor();
    await expectScreenshot(phone, 'member-status-dashboard-390');
    await phone.goto(`${platform.baseUrl}/matches`);
    // The app's own tabs, once it has drawn the page over the gateway's.
    await appHasTakenOver(phone);
    // All three tabs are on screen: none is folded into an overflow menu.
    for (const name of ['All', /^Requests/, 'Suggested']) {
      const tab = phone.getByRole('tab', { name });
      await tab.waitFor();
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    expect(await phone.locator('.ant-tabs-nav-more').isVisible()).toBe(false);
    await expectScreenshot(phone, 'member-status-matches-390');

    // The team approves the account and the questionnaire: the walkthrough now begins.
    await approve(admin, member);
    await page.reload();
    const tour = page.getByRole('region', { name: 'Getting started' });
    await tour.getByText('Step 1: Profile Approved').waitFor();
    expect(await page.getByRole('region', { name: 'Your status' }).count()).toBe(0);
    await expectScreenshot(page, 'member-status-walkthrough-1366');
  }, 240_000);
});
