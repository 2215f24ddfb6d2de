/** @platform shared */
/**
 * The first pages take antd's styles from the style sheet the build writes (app/antd-style-sheet)
 * instead of generating them in the browser: the only styles antd still inserts are its
 * variables. Were the sheet missing, unlinked, or named for another build mode, antd would insert
 * each component's styles again, which this catches, as it catches a part added to one of these
 * pages and not to the sheet.
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

interface PageStyles {
  sheets: string[];
  /** The hashes antd's map in the sheet names: each a style the sheet holds. */
  mapped: string[];
  /** antd's inserted styles that are more than variables: the opening of each. */
  generated: string[];
  /** How many of antd's inserted styles are only variables. */
  variables: number;
}

/** Reads, in the page, what the linked sheet holds and what antd inserted itself. */
const READ_STYLES = `(async () => {
  const links = [...document.querySelectorAll('link[rel="stylesheet"]')]
    .map((link) => link.getAttribute('href'))
    .filter((href) => /\\/assets\\/antd-[^/]+\\.css$/.test(href));
  const mapped = [];
  for (const href of links) {
    const text = await (await fetch(href)).text();
    const map = /\\.data-ant-cssinjs-cache-path\\{content:"([^"]*)"/.exec(text);
    for (const entry of (map ? map[1] : '').split(';')) {
      const hash = entry.slice(entry.lastIndexOf(':') + 1);
      if (hash) mapped.push(hash);
    }
  }
  const inserted = [...document.querySelectorAll('style[data-css-hash]')].map((style) =>
    (style.textContent || '').trim(),
  );
  const onlyVariables = (text) => /^\\.css-var-[^{]*\\{--/.test(text);
  return {
    sheets: links,
    mapped,
    generated: inserted.filter((text) => !onlyVariables(text)).map((text) => text.slice(0, 80)),
    variables: inserted.filter(onlyVariables).length,
  };
})()`;

describe("antd's styles come from the built style sheet on the first pages", () => {
  const platform = new Platform();
  let browser: Browser;
  let visitor: BrowserContext;
  let member: BrowserContext;
  let memberPage: Page;
  let memberId: string;

  beforeAll(async () => {
    const { admin } = await startPlatformWithAdmin(platform);
    const approved = await approvedMember(platform, admin);
    memberId = approved.id;
    browser = await launchBrowser();
    visitor = await browser.newContext({ viewport: PHONE });
    member = await browser.newContext({ viewport: PHONE });
    memberPage = await member.newPage();
    await signIn(memberPage, platform.baseUrl, approved);
  }, PLATFORM_START_TIMEOUT);
  afterAll(async () => {
    await visitor?.close();
    await member?.close();
    await browser?.close();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  const stylesOf = async (page: Page, path: string, drawn: string): Promise<PageStyles> => {
    await page.goto(`${platform.baseUrl}${path}`);
    await page.locator(drawn).first().waitFor();
    // Two frames: antd inserts styles in effects, after the commit that drew the page.
    await twoFrames(page);
    return page.evaluate<PageStyles>(READ_STYLES);
  };

  it('draws the landing page with no component style generated in the browser', async () => {
    const page = await visitor.newPage();
    const styles = await stylesOf(page, '/', 'main .ant-btn');
    expect(styles.sheets).toHaveLength(1);
    expect(styles.mapped.length).toBeGreaterThan(20);
    expect(styles.generated).toEqual([]);
    // The sheet's rules apply: a primary button wears the brand teal.
    const background = await page.evaluate<string>(
      "getComputedStyle(document.querySelector('main .ant-btn-primary')).backgroundColor",
    );
    expect(background).toBe('rgb(15, 118, 110)');
    await page.close();
  });

  it("draws a member's dashboard and matches page with no component style generated", async () => {
    const dashboard = await stylesOf(memberPage, '/', 'main .ant-card');
    expect(dashboard.sheets).toHaveLength(1);
    expect(dashboard.generated).toEqual([]);
    // antd still inserts the variables of each component it draws.
    expect(dashboard.variables).toBeGreaterThan(3);
    // A first visit to the matches page shows the walkthrough; later ones, the tabs and filters.
    const firstVisit = await stylesOf(memberPage, '/matches', 'main .ant-steps');
    expect(firstVisit.generated).toEqual([]);
    await memberPage.evaluate(
      `localStorage.setItem('mithaq:matches-onboarding-done:${memberId}', 'true')`,
    );
    const returning = await stylesOf(memberPage, '/matches', 'main .ant-tabs');
    expect(returning.generated).toEqual([]);
  });
});
