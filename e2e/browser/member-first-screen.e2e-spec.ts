/** @platform shared */
/**
 * A member's dashboard and matches page arrive drawn in their document (the gateway renders them
 * with the member's data), so they show before any script has run, and the app then takes over
 * without moving a thing. Checked on a phone.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  appHasTakenOver,
  approvedMember,
  expectAccessible,
  launchBrowser,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  signIn,
  startPlatformWithAdmin,
  twoFrames,
} from '@mithaq/testing';

const PHONE = { width: 390, height: 844 };
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/130.0.0.0 Mobile Safari/537.36';
const SCRIPTS = /\/assets\/.+\.js$/;

/** Where the given texts sit on the page: [x, y, width, height] of each. */
const boxesOf = (page: Page, texts: readonly string[]) =>
  Promise.all(
    texts.map(async (text) => {
      const box = await page.getByText(text, { exact: true }).first().boundingBox();
      return box && [box.x, box.y, box.width, box.height].map(Math.round);
    }),
  );

describe("a member's first page, drawn by the server", () => {
  const platform = new Platform();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const { admin } = await startPlatformWithAdmin(platform);
    const member = await approvedMember(platform, admin, {
      details: { fullName: 'Hamza Drawn Early' },
    });
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: PHONE, userAgent: PHONE_AGENT });
    page = await context.newPage();
    await signIn(page, platform.baseUrl, member);
  }, PLATFORM_START_TIMEOUT);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  /** Opens `path` with every script refused: what the document shows by itself. */
  const withoutScripts = async (path: string): Promise<void> => {
    await page.route(SCRIPTS, (route) => route.abort());
    try {
      await page.goto(`${platform.baseUrl}${path}`);
    } finally {
      await page.unroute(SCRIPTS);
    }
  };

  it('shows the dashboard with the member’s data before any script runs, and keeps it in place', async () => {
    const texts = ['Your Dashboard', 'Assalamu alaikum, Hamza Drawn Early.', 'Match Summary'];
    await withoutScripts('/');
    for (const text of texts) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    const drawnByServer = await boxesOf(page, texts);
    expect(drawnByServer.every((box) => box !== null)).toBe(true);
    await expectAccessible(page, 'the dashboard as the server draws it');

    // With its scripts, the app draws the page over the server's: the same words, in the same place,
    // from the answers the document carries, without asking for them again.
    const asked: string[] = [];
    const record = (request: { url: () => string }) => asked.push(new URL(request.url()).pathname);
    page.on('request', record);
    await page.goto(`${platform.baseUrl}/`);
    await appHasTakenOver(page);
    await twoFrames(page);
    expect(await boxesOf(page, texts)).toEqual(drawnByServer);
    page.off('request', record);
    expect(asked.filter((path) => /^\/api\/(user|matches|match-requests)/.test(path))).toEqual([]);
    // The app is the one answering now: the sort control opens.
    await page.getByRole('combobox', { name: 'Sort matches' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Sort by Name' }).waitFor();
  });

  it('shows the matches walkthrough until it is finished, then the tabs, as the app does', async () => {
    await withoutScripts('/matches');
    await page.getByText('Welcome to your matches').waitFor();
    await expectAccessible(page, 'the matches page as the server draws it');

    await page.goto(`${platform.baseUrl}/matches`);
    await appHasTakenOver(page);
    // Through the walkthrough's three steps to its end.
    for (let step = 0; step < 2; step += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    await page.getByRole('button', { name: 'Go to Match Requests' }).click();
    await page.getByRole('tablist').waitFor();

    await withoutScripts('/matches');
    await page.getByRole('tablist').waitFor();
    expect(await page.getByText('Welcome to your matches').count()).toBe(0);
  });
});
