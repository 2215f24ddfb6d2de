import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROOT } from './platform';

export const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
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
    ],
  });

export const screenshot = async (page: Page, name: string): Promise<string> => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
};

/** Picks an option of the antd Select whose input has this id. */
export const choose = async (page: Page, id: string, option: string): Promise<void> => {
  const select = page.locator('.ant-select', { has: page.locator(`#${id}`) });
  // The select's content (single) or an item (multiple) carries the chosen label as its title.
  const title = `[title=${JSON.stringify(option)}]`;
  const chosen = select.locator(`.ant-select-content${title}, .ant-select-selection-item${title}`);
  // A click that lands while the dropdown is still opening can miss its option: check the
  // select shows the choice, and open it again if it does not.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.locator(`#${id}`).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
    if (
      await chosen.waitFor({ timeout: 2_000 }).then(
        () => true,
        () => false,
      )
    ) {
      return;
    }
  }
  throw new Error(`The select #${id} did not take the option "${option}"`);
};

/** Signs in through the /auth form as an admin and waits for the admin dashboard. */
export const signInAsAdmin = async (
  page: Page,
  baseUrl: string,
  admin: { username: string; password: string },
): Promise<void> => {
  await page.goto(`${baseUrl}/auth`);
  await page.fill('#username', admin.username);
  await page.fill('#password', admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/admin$/);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
};
