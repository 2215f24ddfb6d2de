/** @platform shared */
/**
 * Pages whose data comes late keep what is already on screen in place: nothing a reader is
 * looking at, or a finger is about to tap, moves when the data arrives. Checked on a phone, where
 * columns stack and late content above would push the rest down. The data is held back until the
 * page has drawn its loading state, as on a slow connection.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  approvedMember,
  launchBrowser,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  signIn,
  startPlatformWithAdmin,
  twoFrames,
} from '@mithaq/testing';

const PHONE = { width: 390, height: 844 };

/** Keeps the page's layout shifts (the Layout Instability API) from its first paint on. */
const RECORD_SHIFTS = `window.__layoutShifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__layoutShifts.push(entry.value);
}).observe({ type: 'layout-shift', buffered: true });`;

/** Lighthouse's line for "good" is 0.1; a page that draws late data without moving scores 0. */
const MOST_SHIFT = 0.01;

describe('pages keep their place while their data loads, on a phone', () => {
  const platform = new Platform();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const { admin } = await startPlatformWithAdmin(platform);
    // An approved member: only they reach the membership page.
    const member = await approvedMember(platform, admin);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: PHONE });
    await context.addInitScript(RECORD_SHIFTS);
    page = await context.newPage();
    await signIn(page, platform.baseUrl, member);
  }, PLATFORM_START_TIMEOUT);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  /**
   * Opens the path with the requests matching `held` waiting until the page shows its spinner,
   * then lets them through; returns how far the page shifted in all (its CLS) once it has drawn
   * what they brought.
   */
  const shiftWhileLoading = async (path: string, held: RegExp): Promise<number> => {
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(held, async (route) => {
      await released;
      await route.continue();
    });
    try {
      await page.goto(`${platform.baseUrl}${path}`);
      const spinner = page.locator('.ant-spin-spinning').first();
      await spinner.waitFor();
      release();
      await spinner.waitFor({ state: 'detached' });
      // Two frames: the data's layout is done and any shift it caused is reported.
      await twoFrames(page);
      const shifts = await page.evaluate<number[]>('window.__layoutShifts');
      return shifts.reduce((sum, value) => sum + value, 0);
    } finally {
      release();
      await page.unroute(held);
    }
  };

  it('/membership draws the plans without pushing the tier explanation off the screen', async () => {
    const shift = await shiftWhileLoading('/membership', /\/api\/membership-plans(\?|$)/);
    await page.getByRole('heading', { name: 'Membership Plans', level: 1 }).waitFor();
    expect(shift).toBeLessThan(MOST_SHIFT);
  });

  it('/services draws the catalogue without pushing the selection off the screen', async () => {
    const shift = await shiftWhileLoading('/services', /\/api\/services(\?|$)/);
    expect(shift).toBeLessThan(MOST_SHIFT);
  });
});
