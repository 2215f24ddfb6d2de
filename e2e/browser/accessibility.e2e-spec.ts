/**
 * Every page of the SPA checked with axe-core at a desktop and a phone size: public pages as a
 * visitor, member pages as an approved member, every admin tab as the admin. A serious or
 * critical violation fails the page's test, naming the rule and the elements; each view is
 * saved as a screenshot under test-results/screenshots/a11y-*.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  accessibilityViolations,
  ApiClient,
  approvedMember,
  launchBrowser,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  screenshot,
  SERVER_STEP_TIMEOUT,
  signIn,
  startPlatformWithAdmin,
  type AccessibilityViolation,
  type AdminCredentials,
} from '@mithaq/testing';

const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Viewport = (typeof viewports)[number];

const visitorPages = [
  '/',
  '/auth',
  '/forgot-password',
  '/reset-password?token=not-a-real-token',
  '/verify-email?token=not-a-real-token',
  '/marriage-course',
  '/services',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/admin',
  '/no-such-page',
];

const memberPages = [
  '/',
  '/profile',
  '/questionnaire',
  '/matches',
  '/messages',
  '/membership',
  '/subscription-management',
  '/marriage-course',
  '/services',
  '/contact',
];

/** Waits until the page has its data: no request in flight and no loading spinner left. */
const settle = async (page: Page): Promise<void> => {
  await page
    .waitForLoadState('networkidle', { timeout: SERVER_STEP_TIMEOUT })
    .catch(() => undefined);
  await page
    .locator('[role="status"][aria-label="Loading"], .ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: SERVER_STEP_TIMEOUT })
    .catch(() => undefined);
};

/** The sign-in toast, checked once it is fully drawn. */
const toastFindings = async (page: Page, label: string): Promise<string[]> =>
  report(label, await accessibilityViolations(page, { toast: true }));

const report = (label: string, violations: AccessibilityViolation[]): string[] =>
  violations.map(
    (v) =>
      `${label} [${v.impact}] ${v.rule}: ${v.help}\n    ${v.targets.slice(0, 5).join('\n    ')}`,
  );

const fileName = (text: string): string =>
  text
    .replace(/\?.*$/, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '') || 'home';

describe('accessibility of every page', () => {
  const platform = new Platform();
  let admin: ApiClient;
  let adminCredentials: AdminCredentials;
  let browser: Browser;
  let member: { username: string; password: string };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    ({ admin, credentials: adminCredentials } = await startPlatformWithAdmin(platform));
    browser = await launchBrowser();
    member = await approvedMember(platform, admin, {
      details: { username: `a11y_${randomBytes(5).toString('hex')}` },
    });
  }, PLATFORM_START_TIMEOUT);

  afterAll(async () => {
    for (const context of contexts) {
      await context.close();
    }
    await browser?.close();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  const openPage = async (viewport: Viewport): Promise<Page> => {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    contexts.push(context);
    return context.newPage();
  };

  /** Signs in on a page of its own at the viewport; returns it and the sign-in toast's findings. */
  const signInAt = async (
    viewport: Viewport,
    credentials: { username: string; password: string },
    landing: RegExp,
  ): Promise<{ page: Page; findings: string[] }> => {
    const page = await openPage(viewport);
    await signIn(page, platform.baseUrl, credentials, landing);
    const findings = await toastFindings(page, `sign-in toast (${viewport.name})`);
    return { page, findings };
  };

  /** Visits the path, checks it and saves a screenshot; returns the findings. */
  const checkPath = async (page: Page, who: string, viewport: Viewport, path: string) => {
    await page.goto(`${platform.baseUrl}${path}`);
    await settle(page);
    const findings = report(
      `${who} ${path} (${viewport.name})`,
      await accessibilityViolations(page),
    );
    await screenshot(page, `a11y-${who}-${fileName(path)}-${viewport.name}`);
    return findings;
  };

  const expectNone = (findings: string[]): void => {
    if (findings.length > 0) {
      throw new Error(`Serious or critical accessibility violations:\n${findings.join('\n')}`);
    }
  };

  /** Runs the check at every viewport at once, each in its own tab; returns all findings. */
  const atEveryViewport = async (
    pages: readonly Page[],
    check: (page: Page, viewport: Viewport) => Promise<string[]>,
  ): Promise<string[]> =>
    (await Promise.all(viewports.map((viewport, v) => check(pages[v], viewport)))).flat();

  // One test per page, so a finding or a slow page shows by name. Each viewport keeps one tab,
  // and the viewports of a page are checked side by side: most of a check is waiting on the
  // page (its data, the toast leaving), and the two tabs wait at the same time.
  describe('public pages for a visitor', () => {
    let pages: Page[] = [];

    beforeAll(async () => {
      pages = await Promise.all(viewports.map(openPage));
    });

    it.each(visitorPages)('%s', async (path) => {
      expectNone(
        await atEveryViewport(pages, (page, viewport) =>
          checkPath(page, 'visitor', viewport, path),
        ),
      );
    });
  });

  describe('member pages for an approved member', () => {
    let pages: Page[] = [];
    let signInFindings: string[] = [];

    beforeAll(async () => {
      const landing = new RegExp(`${platform.baseUrl}/$`);
      const signedIn = await Promise.all(viewports.map((v) => signInAt(v, member, landing)));
      pages = signedIn.map(({ page }) => page);
      signInFindings = signedIn.flatMap(({ findings }) => findings);
    }, 240_000);

    it('shows an accessible sign-in toast', () => {
      expectNone(signInFindings);
    });

    it.each(memberPages)('%s', async (path) => {
      expectNone(
        await atEveryViewport(pages, (page, viewport) => checkPath(page, 'member', viewport, path)),
      );
    });
  });

  /**
   * The admin area's sections, each scanned in its own test so a slow tab shows by name. The
   * first test checks the page offers exactly these, so a section added later is not missed.
   */
  const adminSections = ['User Administration', 'Matching System', 'Courses', 'Site Management'];

  describe('the admin area', () => {
    let pages: Page[] = [];
    let signInFindings: string[] = [];

    beforeAll(async () => {
      const signedIn = await Promise.all(
        viewports.map(async (viewport) => {
          const outcome = await signInAt(viewport, adminCredentials, /\/admin$/);
          await outcome.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
          await settle(outcome.page);
          return outcome;
        }),
      );
      pages = signedIn.map(({ page }) => page);
      signInFindings = signedIn.flatMap(({ findings }) => findings);
    }, 60_000);

    /** The outer tab list holds the sections; each section's own tab list holds its tabs. */
    const sectionTabs = (page: Page) => page.getByRole('tablist').first().getByRole('tab');

    it('offers these sections at every size, with an accessible sign-in toast', async () => {
      for (const page of pages) {
        const names = (await sectionTabs(page).allInnerTexts()).map((name) => name.trim());
        expect(names).toEqual(adminSections);
      }
      expectNone(signInFindings);
    });

    /** Opens the section and checks each of its tabs; returns the findings. */
    const checkSection = async (
      page: Page,
      viewport: Viewport,
      sectionName: string,
    ): Promise<string[]> => {
      await sectionTabs(page).getByText(sectionName, { exact: true }).dispatchEvent('click');
      // Only the open section is mounted, so the second tab list on the page is its own.
      const tabs = page.getByRole('tablist').nth(1).getByRole('tab');
      await tabs.first().waitFor();
      const tabCount = await tabs.count();
      expect(tabCount).toBeGreaterThan(0);
      const findings: string[] = [];
      for (let t = 0; t < tabCount; t += 1) {
        const tab = tabs.nth(t);
        const tabName = (await tab.innerText()).trim();
        // On a phone the tabs that do not fit scroll out of view: activate them as a script can.
        await tab.dispatchEvent('click');
        await settle(page);
        const label = `admin ${sectionName} › ${tabName} (${viewport.name})`;
        findings.push(...report(label, await accessibilityViolations(page)));
        await screenshot(page, `a11y-admin-${fileName(tabName)}-${viewport.name}`);
      }
      return findings;
    };

    it.each(adminSections)('every tab of %s', async (sectionName) => {
      expectNone(
        await atEveryViewport(pages, (page, viewport) => checkSection(page, viewport, sectionName)),
      );
    });
  });
});
