/**
 * Every page of the SPA checked with axe-core at a desktop and a phone size: public pages as a
 * visitor, member pages as an approved member, every admin tab as the admin. A serious or
 * critical violation fails the page's test, naming the rule and the elements; each view is
 * saved as a screenshot under test-results/screenshots/a11y-*.
 */
import { randomBytes } from 'node:crypto';
import type { CurrentUser } from '@mithaq/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  accessibilityViolations,
  ApiClient,
  launchBrowser,
  maleQuestionnaireAnswers,
  newMember,
  Platform,
  registerAndSignIn,
  screenshot,
  startPlatformWithAdmin,
  waitFor,
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
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .locator('[role="status"][aria-label="Loading"], .ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
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
    const details = newMember({ username: `a11y_${randomBytes(5).toString('hex')}` });
    const client = new ApiClient(platform.baseUrl);
    const registered = await registerAndSignIn(client, details);
    expect(registered.status).toBe(200);
    const id = registered.body.id;
    // Only members who verified their address can be approved.
    await platform.verifyEmail(details.email);
    await waitFor(
      async () => (await client.json<CurrentUser>('GET', '/api/user')).body.gender !== undefined,
      { what: 'the profile', timeoutMs: 60_000 },
    );
    const submitted = await client.json('POST', '/api/questionnaire', {
      ...maleQuestionnaireAnswers,
      userId: id,
    });
    expect(submitted.status).toBe(201);
    expect((await admin.json('POST', `/api/admin/approve-user/${id}`)).status).toBe(200);
    expect((await admin.json('POST', `/api/admin/questionnaires/${id}/approve`)).status).toBe(200);
    member = { username: details.username, password: details.password };
  }, 120_000);

  afterAll(async () => {
    for (const context of contexts) {
      await context.close();
    }
    await browser?.close();
    await platform.stop();
  }, 30_000);

  const openPage = async (viewport: Viewport): Promise<Page> => {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    contexts.push(context);
    return context.newPage();
  };

  const signIn = async (
    viewport: Viewport,
    credentials: { username: string; password: string },
    landing: RegExp,
  ): Promise<{ page: Page; findings: string[] }> => {
    const page = await openPage(viewport);
    await page.goto(`${platform.baseUrl}/auth`);
    await page.fill('#username', credentials.username);
    await page.fill('#password', credentials.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(landing);
    const findings = await toastFindings(page, `sign-in toast (${viewport.name})`);
    return { page, findings };
  };

  /** Visits each path on one page, checks it and saves a screenshot; returns the findings. */
  const checkPaths = async (page: Page, who: string, viewport: Viewport, list: string[]) => {
    const findings: string[] = [];
    for (const path of list) {
      await page.goto(`${platform.baseUrl}${path}`);
      await settle(page);
      const label = `${who} ${path} (${viewport.name})`;
      findings.push(...report(label, await accessibilityViolations(page)));
      await screenshot(page, `a11y-${who}-${fileName(path)}-${viewport.name}`);
    }
    return findings;
  };

  const expectNone = (findings: string[]): void => {
    if (findings.length > 0) {
      throw new Error(`Serious or critical accessibility violations:\n${findings.join('\n')}`);
    }
  };

  it.each(viewports)('public pages for a visitor ($name)', async (viewport) => {
    const page = await openPage(viewport);
    expectNone(await checkPaths(page, 'visitor', viewport, visitorPages));
  });

  it.each(viewports)('member pages for an approved member ($name)', async (viewport) => {
    const { page, findings } = await signIn(viewport, member, new RegExp(`${platform.baseUrl}/$`));
    expectNone([...findings, ...(await checkPaths(page, 'member', viewport, memberPages))]);
  });

  it.each(viewports)('every admin tab ($name)', async (viewport) => {
    const signedIn = await signIn(viewport, adminCredentials, /\/admin$/);
    const { page } = signedIn;
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await settle(page);
    const findings: string[] = [...signedIn.findings];
    // The outer tab list holds the sections; each section's own tab list holds its tabs.
    const sections = page.getByRole('tablist').first().getByRole('tab');
    const sectionCount = await sections.count();
    expect(sectionCount).toBeGreaterThan(1);
    let visited = 0;
    for (let s = 0; s < sectionCount; s += 1) {
      const section = sections.nth(s);
      const sectionName = (await section.innerText()).trim();
      await section.dispatchEvent('click');
      // Only the open section is mounted, so the second tab list on the page is its own.
      const tabs = page.getByRole('tablist').nth(1).getByRole('tab');
      await tabs.first().waitFor();
      const tabCount = await tabs.count();
      visited += tabCount;
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
    }
    expect(visited).toBeGreaterThan(sectionCount);
    expectNone(findings);
  });
});
