import { existsSync, statSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchBrowser,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  screenshot,
  signInAsAdmin as signInThroughAuthPage,
  startPlatformWithAdmin,
} from '@mithaq/testing';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG of one colour with a darker band, so the logo is visible on screenshots. */
const makePng = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    const band = y > height / 3 && y < (2 * height) / 3;
    for (let x = 0; x < width; x += 1) {
      row.set(band ? [0x0b, 0x5d, 0x3b] : [0xd4, 0xa0, 0x17], 1 + x * 3);
    }
    return row;
  });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

const expectScreenshot = async (page: Page, name: string): Promise<void> => {
  const path = await screenshot(page, name);
  expect(existsSync(path) && statSync(path).size > 5000).toBe(true);
};

describe('admin site management in the browser', () => {
  const platform = new Platform();
  let admin: { username: string; password: string };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ credentials: admin } = await startPlatformWithAdmin(platform));
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

  const signInAsAdmin = async (): Promise<void> => {
    await signInThroughAuthPage(page, platform.baseUrl, admin);
  };

  const openTab = async (section: string, tab: string): Promise<void> => {
    await page.getByRole('tab', { name: section }).click();
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('heading', { name: tab }).waitFor();
  };

  it('shows a visitor Access Denied on /admin with a link to sign in', async () => {
    await page.goto(`${platform.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('Please log in to access the admin panel.').waitFor();
    expect(page.url()).toMatch(/\/admin$/);
    expect(await page.getByText('Admin Dashboard').count()).toBe(0);
    await expectScreenshot(page, 'admin-access-denied');
    await page.getByRole('link', { name: 'Go to Sign In' }).click();
    await page.waitForURL(/\/auth$/);
  });

  it('lets the admin upload a header logo that the site header then shows', async () => {
    const png = makePng(200, 60);
    await signInAsAdmin();
    await page.getByText(/^Welcome, /).waitFor();
    await page.getByText('Total Users').waitFor();
    // The counters load with the dashboard.
    await page.locator('.ant-statistic-title', { hasText: 'Pending Approvals' }).waitFor();
    await expectScreenshot(page, 'admin-dashboard');

    await openTab('Site Management', 'Logo Management');
    const header = page.locator('header');
    // A fresh installation shows the built-in logo.
    expect(await header.locator('img[alt="Mithaq logo"]').count()).toBe(0);

    await page.getByRole('button', { name: 'Upload Header Logo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Header Logo' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'header-logo.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await dialog.getByRole('img', { name: 'Header Logo preview' }).waitFor();
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/admin/upload-image'),
    );
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    // The file travels as a multipart form, streamed by the gateway, never as JSON.
    expect(await (await sent).headerValue('content-type')).toMatch(
      /^multipart\/form-data; boundary=/,
    );
    await page.getByText('Image uploaded', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const logo = header.getByRole('img', { name: 'Mithaq logo' });
    await logo.waitFor();
    const src = (await logo.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    const stored = await fetch(`${platform.baseUrl}${src}`);
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await stored.arrayBuffer()).equals(png)).toBe(true);
    // The browser really shows it (a string: this project's Node typings have no DOM).
    await page.waitForFunction(
      `(() => {
        const image = document.querySelector('header img[alt="Mithaq logo"]');
        return image !== null && image.complete && image.naturalWidth === 200;
      })()`,
    );
    await page.getByRole('img', { name: 'Current header logo' }).waitFor();
    await expectScreenshot(page, 'admin-logo-management');
  });

  it("publishes the admin's terms edit, made in the formatting editor, to visitors", async () => {
    const text = `We keep your data in the United Kingdom (${Date.now()}).`;
    await signInAsAdmin();
    await openTab('Site Management', 'Site Content');
    await page.getByRole('button', { name: 'Edit terms-of-service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Site Content: terms-of-service' });
    const editor = dialog.getByRole('textbox', { name: 'Content' });
    // Replace the text: a heading made with the toolbar, then a paragraph with a bold word.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type('Where we keep data');
    await dialog.getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Thank you');
    await editor.locator('h2', { hasText: 'Where we keep data' }).waitFor();
    await editor.locator('strong', { hasText: 'Thank you' }).waitFor();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Content updated', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: /^Where we keep data We keep your data/ }).waitFor();
    await expectScreenshot(page, 'admin-site-content');

    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(`${platform.baseUrl}/terms-of-service`);
      await visitor.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
      await visitor.getByText(text).waitFor();
      await visitor.getByRole('heading', { level: 2, name: 'Where we keep data' }).waitFor();
      await visitor.locator('strong', { hasText: 'Thank you' }).waitFor();
    } finally {
      await visitorContext.close();
    }
  });
});
