import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { ROOT } from './platform-apps';

export * from './bundle-weight';

export const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** The flags this machine's closed network needs; shared with the Lighthouse bench. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The app turns antd's animations off for visitors who ask for less motion: clicks then
  // never land on a menu, select or dialog that is still opening.
  '--force-prefers-reduced-motion',
];

/**
 * How long a browser test waits for a step that crosses the platform (a checkout, a payment's
 * result, a toast after a save, a page settling): on a loaded two-core machine a chain such as
 * gateway, course, billing and Stripe can take many seconds, and the suites judge outcomes here,
 * not speed. Waits that assert freshness (live messages) keep their own short timeouts.
 */
export const SERVER_STEP_TIMEOUT = 45_000;

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });

/**
 * Waits two of the page's frames: what the last commit drew has been laid out and painted, and
 * what follows from it (layout shifts reported, styles inserted by effects) has happened.
 */
export const twoFrames = (page: Page): Promise<void> =>
  page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');

/**
 * Waits until the app has drawn the page over the one the gateway drew into the document (a
 * member's first page): React names antd's style scopes "_R_…" on the server and "_r_…" in the
 * browser, so no element is left with a server-made scope.
 */
export const appHasTakenOver = (page: Page): Promise<void> =>
  page.locator('[class*="css-var-_R_"]').first().waitFor({ state: 'detached' });

/** Saves a full-page screenshot as test-results/screenshots/<name>.png and returns its path. */
export const screenshot = async (page: Page, name: string): Promise<string> => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
};

/** One axe finding, trimmed to what a failing test needs to point at the element. */
export interface AccessibilityViolation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Waits until the toast on screen (if any) is fully drawn: a toast fading in or out is half
 * transparent, and axe would measure the contrast of text nobody is meant to read yet.
 */
export const toastAtRest = async (page: Page): Promise<void> => {
  // Evaluated in the page as an expression: the app's CSP forbids the eval that
  // waitForFunction's polling uses, and this library is compiled without the DOM's types.
  const atRest = `(() => {
    const wrapper = document.querySelector('.ant-notification-notice-wrapper');
    if (!wrapper) return true;
    if (wrapper.getAnimations({ subtree: true }).length > 0) return false;
    for (let node = wrapper; node; node = node.parentElement) {
      if (Number(getComputedStyle(node).opacity) < 1) return false;
    }
    return true;
  })()`;
  const deadline = Date.now() + 15_000;
  while (!(await page.evaluate<boolean>(atRest))) {
    if (Date.now() > deadline) {
      throw new Error('The toast was still moving after 15 s');
    }
    await page.waitForTimeout(100);
  }
};

/**
 * The serious and critical axe-core findings (WCAG 2.x A/AA and best practice) on the page.
 * A toast still on screen is let go first (it leaves within seconds), so a fade that happens to
 * coincide with the scan cannot decide the result; `{ toast: true }` checks the toast itself,
 * once it is fully drawn.
 */
export const accessibilityViolations = async (
  page: Page,
  options: { toast?: boolean } = {},
): Promise<AccessibilityViolation[]> => {
  if (options.toast) {
    await page
      .locator('.ant-notification-notice')
      .first()
      .waitFor({ timeout: SERVER_STEP_TIMEOUT });
    await toastAtRest(page);
  } else {
    await page
      .locator('.ant-notification-notice')
      .first()
      .waitFor({ state: 'detached', timeout: SERVER_STEP_TIMEOUT });
  }
  // axe.run in the page itself. The default mode runs each frame apart and joins the results in
  // a blank page it opens for every scan, which costs about a second a page; it differs only in
  // also reaching frames from other origins, and the app's pages embed none.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode(true)
    // Only violations are read: axe then describes one node per passing rule rather than every
    // node that passed (a selector and an HTML snippet each), most of a scan's time on a full page.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
};

/**
 * Fails when axe-core finds a serious or critical violation on the page as it is now; the
 * message names the page (`label`), each rule and the elements that break it.
 */
export const expectAccessible = async (page: Page, label: string): Promise<void> => {
  const violations = await accessibilityViolations(page);
  if (violations.length > 0) {
    const lines = violations.map(
      (v) => `  [${v.impact}] ${v.rule}: ${v.help}\n    ${v.targets.slice(0, 5).join('\n    ')}`,
    );
    throw new Error(`Accessibility violations on ${label}:\n${lines.join('\n')}`);
  }
};

/**
 * Picks an option of the antd Select whose input has this id, inside `scope` (a dialog, when
 * the page behind it has a field of the same id).
 */
export const choose = async (
  page: Page,
  id: string,
  option: string,
  scope: Page | Locator = page,
): Promise<void> => {
  const select = scope.locator('.ant-select', { has: page.locator(`#${id}`) });
  // The select's content (single) or an item (multiple) carries the chosen label as its title.
  const title = `[title=${JSON.stringify(option)}]`;
  const chosen = select.locator(`.ant-select-content${title}, .ant-select-selection-item${title}`);
  // A click that lands while the dropdown is still opening can miss its option: check the
  // select shows the choice, and open it again if it does not.
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const succeeds = (action: Promise<unknown>): Promise<boolean> =>
    action.then(
      () => true,
      () => false,
    );
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    // A dropdown left open (or closing) by a missed attempt is closed before opening it again.
    if ((await dropdown.count()) > 0) {
      await page.keyboard.press('Escape');
      await succeeds(dropdown.first().waitFor({ state: 'hidden', timeout: 2_000 }));
    }
    await scope.locator(`#${id}`).click();
    // The option can move or vanish under the pointer (the dropdown still opening, or closed
    // by the click landing elsewhere): a short try, then the whole round again.
    const clicked = await succeeds(
      dropdown.getByTitle(option, { exact: true }).click({ timeout: 5_000 }),
    );
    if (clicked && (await succeeds(chosen.waitFor({ timeout: 2_000 })))) {
      return;
    }
  }
  throw new Error(`The select #${id} did not take the option "${option}"`);
};

/** The fields a registration asks for, filled in the open Register tab as a man looking for a woman. */
export const fillRegistration = async (
  page: Page,
  member: {
    fullName: string;
    username: string;
    email: string;
    dateOfBirth: string;
    nationality: string;
    ethnicity: string;
    countryOfResidence: string;
    bio: string;
    password: string;
  },
): Promise<void> => {
  await page.fill('#fullName', member.fullName);
  await page.fill('#username', member.username);
  await page.fill('#email', member.email);
  await choose(page, 'gender', 'Male');
  await page.fill('#dateOfBirth', member.dateOfBirth);
  await page.fill('#nationality', member.nationality);
  await page.fill('#ethnicity', member.ethnicity);
  await page.fill('#countryOfResidence', member.countryOfResidence);
  await choose(page, 'maritalStatus', 'Single');
  await choose(page, 'practiceLevel', 'Prays most times');
  await choose(page, 'lookingFor', 'Female');
  await page.fill('#bio', member.bio);
  await page.fill('#password', member.password);
  await page.fill('#confirmPassword', member.password);
};

/**
 * Signs in through the sign-in page (/auth) and waits for `landing`, the page the app sends the
 * member to: the home page unless told; null waits for nothing (a refused sign-in, say).
 */
export const signIn = async (
  page: Page,
  baseUrl: string,
  credentials: { username: string; password: string },
  landing: string | RegExp | ((url: URL) => boolean) | null = `${baseUrl}/`,
): Promise<void> => {
  await page.goto(`${baseUrl}/auth`);
  await page.fill('#username', credentials.username);
  await page.fill('#password', credentials.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  if (landing !== null) {
    await page.waitForURL(landing);
  }
};

/** Signs in through the /auth form as an admin and waits for the admin dashboard. */
export const signInAsAdmin = async (
  page: Page,
  baseUrl: string,
  admin: { username: string; password: string },
): Promise<void> => {
  await signIn(page, baseUrl, admin, /\/admin$/);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
};
