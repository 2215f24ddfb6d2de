/** @platform shared */
import { existsSync, statSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchBrowser,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  screenshot,
  twoFrames,
} from '@mithaq/testing';

interface Plan {
  name: string;
  price: number;
  isOneTimeFee: boolean;
  isPopular: boolean;
}

interface Content {
  key: string;
  title: string;
  content: string;
}

/** The landing page's price text: pence in pounds, per month or one-time. */
const priceLabel = (plan: Plan): string =>
  `£${(plan.price / 100).toFixed(2)}${plan.isOneTimeFee ? ' one-time' : ' / month'}`;

describe('public site in the browser', () => {
  const platform = new Platform();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    await platform.start();
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

  const getJson = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${platform.baseUrl}${path}`);
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };

  it('shows a visitor the landing page with the plans from the API in pounds', async () => {
    const plans = await getJson<Plan[]>('/api/membership-plans');
    expect(plans.map((plan) => plan.name)).toEqual(['Bronze', 'Silver', 'Gold']);

    await page.goto(`${platform.baseUrl}/`);
    await page
      .getByRole('heading', { level: 1, name: 'Find Your Match According to the Sunnah' })
      .waitFor();
    await page.getByRole('button', { name: 'Begin Your Journey' }).waitFor();
    await page.getByRole('button', { name: 'How It Works' }).click();
    await page.getByRole('heading', { name: 'Connect Through Your Wali' }).waitFor();

    for (const plan of plans) {
      const card = page.getByRole('article', { name: `${plan.name} plan` });
      await card.getByText(priceLabel(plan), { exact: true }).waitFor();
    }
    expect(plans.map(priceLabel)).toEqual(['£10.00 / month', '£20.00 one-time', '£50.00 one-time']);
    await page.getByText('Most Popular', { exact: true }).waitFor();
    expect(await page.getByText('Most Popular', { exact: true }).count()).toBe(
      plans.filter((plan) => plan.isPopular).length,
    );

    await page.getByRole('heading', { name: 'Success Stories' }).waitFor();
    expect(await page.getByRole('article', { name: /^Story of / }).count()).toBe(3);
    expect(await page.getByText('Certified', { exact: true }).count()).toBe(2);
    await page.getByRole('link', { name: 'Marriage Course' }).waitFor();
    await page.getByRole('link', { name: 'Nikah Services' }).waitFor();

    const path = await screenshot(page, 'landing');
    expect(existsSync(path) && statSync(path).size > 5000).toBe(true);

    await page.getByRole('button', { name: 'Create Your Account' }).click();
    await page.waitForURL(/\/auth$/);
  });

  it('validates the contact form, sends a message and thanks the visitor', async () => {
    await page.goto(`${platform.baseUrl}/contact`);
    await page.getByRole('tab', { name: 'Contact Us' }).waitFor();
    await page.getByRole('tab', { name: 'FAQ' }).waitFor();
    await page.getByRole('tab', { name: 'About Us' }).waitFor();

    await page.getByLabel('Name').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Subject').fill('Hi');
    await page.getByLabel('Message').fill('Short');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name must be at least 2 characters.').waitFor();
    await page.getByText('Please enter a valid email address.').waitFor();
    await page.getByText('Subject must be at least 5 characters.').waitFor();
    await page.getByText('Message must be at least 10 characters.').waitFor();

    await page.getByLabel('Name').fill('Aisha Khan');
    await page.getByLabel('Email').fill('aisha.khan@example.com');
    await page.getByLabel('Subject').fill('Question about the Silver plan');
    await page.getByLabel('Message').fill('Is my wali copied in when information is exchanged?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent', { exact: true }).waitFor();
    await page.getByText('Thank you for contacting us. We will get back to you shortly.').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');

    const path = await screenshot(page, 'contact');
    expect(existsSync(path) && statSync(path).size > 5000).toBe(true);
  });

  it('shows the contact details the content service seeds', async () => {
    const settings = await getJson<{ key: string; value: string }[]>('/api/site-settings');
    const email = settings.find((setting) => setting.key === 'contact-email')?.value;
    expect(email).toBeTruthy();
    await page.goto(`${platform.baseUrl}/contact`);
    await page.getByRole('link', { name: email ?? '' }).waitFor();
  });

  it('shows the seeded privacy policy', async () => {
    const entries = await getJson<Content[]>('/api/site-content');
    const privacy = entries.find((entry) => entry.key === 'privacy-policy');
    expect(privacy).toBeDefined();

    await page.goto(`${platform.baseUrl}/privacy-policy`);
    await page.getByRole('heading', { level: 1, name: privacy?.title ?? '' }).waitFor();
    await page.getByRole('heading', { name: '1. Who we are' }).waitFor();
    await page
      .getByText(/Mithaq is a marriage-introduction service for Muslims in the United Kingdom/)
      .waitFor();

    await page.goto(`${platform.baseUrl}/terms-of-service`);
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    // The seeded terms link to the privacy policy from inside the page content.
    await page.locator('article').getByRole('link', { name: 'Privacy Policy' }).waitFor();
  });

  describe('the first screen at "/", drawn by the HTML before the app starts', () => {
    const HERO = 'Find Your Match According to the Sunnah';
    /** Keeps the page's layout shifts (the Layout Instability API) from its first paint on. */
    const recordShifts = `window.__layoutShifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__layoutShifts.push(entry.value);
}).observe({ type: 'layout-shift', buffered: true });`;

    it('shows a visitor without scripts the announcement, the heading and both ways in', async () => {
      const noScripts = await browser.newContext({ javaScriptEnabled: false });
      try {
        const bare = await noScripts.newPage();
        const response = await bare.goto(`${platform.baseUrl}/`);
        // With and without a session "/" is a different document: caches keep them apart.
        expect(response?.headers()['vary']).toMatch(/cookie/i);
        await bare.getByRole('heading', { level: 1, name: HERO }).waitFor();
        await bare.getByText(/^A marriage-introduction service for Muslims/).waitFor();
        const begin = bare.getByRole('link', { name: 'Begin Your Journey' });
        expect(await begin.getAttribute('href')).toBe('/auth');
        const how = bare.getByRole('link', { name: 'How It Works' });
        expect(await how.getAttribute('href')).toBe('#how-it-works');
        const banner = bare.getByRole('region', { name: 'Announcements' });
        await banner.getByText(/^Preparing for marriage\? Book our half-day/).waitFor();
        expect(await banner.getByRole('link', { name: 'Marriage Course' }).count()).toBe(1);
        expect(await banner.getByRole('link', { name: 'Nikah Services' }).count()).toBe(1);
      } finally {
        await noScripts.close();
      }
    });

    it.each([
      ['a phone', { width: 390, height: 844 }],
      ['a desktop', { width: 1280, height: 900 }],
    ])('is taken over by the app on %s without moving a word', async (_, viewport) => {
      const watched = await browser.newContext({ viewport });
      try {
        await watched.addInitScript(recordShifts);
        const visitor = await watched.newPage();
        // The app's scripts wait until the HTML's first screen has been measured.
        let release = (): void => undefined;
        const released = new Promise<void>((resolve) => (release = resolve));
        await visitor.route(/\/assets\/.+\.js$/, async (route) => {
          await released;
          await route.continue();
        });
        await visitor.goto(`${platform.baseUrl}/`, { waitUntil: 'commit' });
        const drawn = visitor.locator('.first-screen-main');
        await drawn.getByRole('heading', { level: 1, name: HERO }).waitFor();
        const heading = await drawn.getByRole('heading', { level: 1 }).boundingBox();
        const begin = await drawn.getByRole('link', { name: 'Begin Your Journey' }).boundingBox();
        release();

        await drawn.waitFor({ state: 'detached' });
        const appHeading = visitor.getByRole('heading', { level: 1, name: HERO });
        await appHeading.waitFor();
        const appBegin = visitor.getByRole('button', { name: 'Begin Your Journey' });
        await appBegin.waitFor();
        for (const [was, now] of [
          [heading, await appHeading.boundingBox()],
          [begin, await appBegin.boundingBox()],
        ]) {
          expect(was).not.toBeNull();
          expect(Math.abs((now?.x ?? -99) - (was?.x ?? 0))).toBeLessThanOrEqual(1);
          expect(Math.abs((now?.y ?? -99) - (was?.y ?? 0))).toBeLessThanOrEqual(1);
        }
        // Two frames: any shift the takeover caused is reported.
        await twoFrames(visitor);
        const shifts = await visitor.evaluate<number[]>('window.__layoutShifts');
        expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
      } finally {
        await watched.close();
      }
    });
  });
});
