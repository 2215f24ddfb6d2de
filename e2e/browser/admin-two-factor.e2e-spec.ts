/** @platform shared */
import { createHmac } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchBrowser,
  newAdmin,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  signInAsAdmin,
} from '@mithaq/testing';

/** The authenticator app of this test: SHA-1, 30-second steps, 6 digits, from the base32 secret. */
const appCode = (secret: string, step: number): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
};
const stepNow = (): number => Math.floor(Date.now() / 30_000);

describe('two-factor sign-in of an admin in the browser', () => {
  // An admin of its own: the seeded admin of the shared platform signs in without a second step.
  const platform = new Platform();
  let admin: { username: string; password: string };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    await platform.start();
    admin = await newAdmin(platform);
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

  it('enrols from the Security tab, signs out, and signs in again with a code', async () => {
    await signInAsAdmin(page, platform.baseUrl, admin);
    await page.getByRole('tab', { name: 'Site Management' }).click();
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('heading', { name: 'Security' }).waitFor();

    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const qr = page.getByAltText('QR code for your authenticator app');
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret =
      (await page
        .getByText(/^[A-Z2-7]{32}$/)
        .first()
        .textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const step = stepNow();
    await page.getByLabel('Code from the app').fill(appCode(secret, step));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Save these recovery codes now').waitFor();
    const codes = await page.getByLabel('Recovery codes').locator('code').allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    }
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.getByText(/Recovery codes left: 10/).waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/auth$/);

    await page.fill('#username', admin.username);
    await page.fill('#password', admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Two-step verification').waitFor();
    // No session yet: the admin area stays closed.
    expect(page.url()).toMatch(/\/auth$/);
    const me = await page.evaluate(async () => (await fetch('/api/user')).status);
    expect(me).toBe(401);

    // A wrong code is refused and the step stays open.
    const right = appCode(secret, step + 1);
    await page.getByLabel('Authentication code').fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The code is not correct. Please try again.').waitFor();

    await page.getByLabel('Authentication code').fill(right);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    // New recovery codes for a code (here one of the old recovery codes): the old set is gone.
    await page.getByRole('tab', { name: 'Site Management' }).click();
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByText(/Recovery codes left: 10/).waitFor();
    await page.getByLabel('Code for new recovery codes').fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Make new recovery codes' }).click();
    await page.getByText('Save these recovery codes now').waitFor();
    const renewed = await page.getByLabel('Recovery codes').locator('code').allTextContents();
    expect(renewed).toHaveLength(10);
    expect(renewed.filter((code) => codes.includes(code))).toEqual([]);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.getByText(/Recovery codes left: 10/).waitFor();
  });
});
