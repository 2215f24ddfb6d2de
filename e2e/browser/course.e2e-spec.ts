/** @platform shared */
import { existsSync, statSync } from 'node:fs';
import type { CurrentUser } from '@mithaq/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  ApiClient,
  approvedMember,
  choose,
  launchBrowser,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  screenshot,
  SERVER_STEP_TIMEOUT,
  signIn,
  signInAsAdmin,
  startPlatformWithAdmin,
  waitFor,
  type ApprovedMember,
} from '@mithaq/testing';

const expectScreenshot = async (page: Page, name: string): Promise<void> => {
  const path = await screenshot(page, name);
  expect(existsSync(path) && statSync(path).size > 5000).toBe(true);
};

/** A day `days` from now as YYYY-MM-DD, and as the course page writes it ("March 15, 2099"). */
const dayFromNow = (days: number): { iso: string; shown: string } => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const iso = date.toISOString().slice(0, 10);
  const shown = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00.000Z`));
  return { iso, shown };
};

/**
 * The marriage course and the wedding services in the browser, paid through the platform's local
 * Stripe (its Stripe.js stand-in renders the card inputs in the page; its webhooks reach the
 * gateway).
 */
describe('the marriage course and services in the browser', () => {
  const platform = new Platform();
  let admin: ApiClient;
  let adminCredentials: { username: string; password: string };
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const session = dayFromNow(40);
  const location = `Middlesbrough Central Mosque ${Date.now()}`;
  let member: ApprovedMember;

  beforeAll(async () => {
    ({ admin, credentials: adminCredentials } = await startPlatformWithAdmin(platform));
    browser = await launchBrowser();
  }, PLATFORM_START_TIMEOUT);
  afterAll(async () => {
    for (const context of contexts) {
      await context.close();
    }
    await browser?.close();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    return context.newPage();
  };

  /** A page of its own, signed in as the member. */
  const signedInPage = async (who: ApprovedMember): Promise<Page> => {
    const page = await newPage();
    await signIn(page, platform.baseUrl, who);
    return page;
  };

  const openAdminTab = async (page: Page, tab: string): Promise<void> => {
    await page.goto(`${platform.baseUrl}/admin`);
    await page.getByRole('tab', { name: 'Courses' }).click();
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await page.getByRole('heading', { name: tab, exact: true }).waitFor();
  };

  /** Types a card into the PaymentElement, as a member would, and pays. */
  const payWithCard = async (page: Page, number: string): Promise<void> => {
    await page.waitForURL(/\/checkout\?/);
    await page.getByLabel('Card number').waitFor({ timeout: SERVER_STEP_TIMEOUT });
    await page.getByLabel('Card number').pressSequentially(number, { delay: 10 });
    await page.getByLabel('Expiration date').pressSequentially('1234');
    await page.getByLabel('Security code').pressSequentially('123');
    await page.getByLabel('Postcode').fill('SW1A 1AA');
    await page.getByRole('button', { name: /Complete Payment/ }).click();
    await page.waitForURL(/\/payment-success/, { timeout: 20_000 });
  };

  it('shows a visitor the course page and asks them to log in to book', async () => {
    const page = await newPage();
    await page.goto(`${platform.baseUrl}/marriage-course`);
    await page
      .getByRole('heading', { level: 1, name: 'Islamic Marriage Preparation Course' })
      .waitFor();
    await page.getByText('Half-Day Course', { exact: true }).waitFor();
    await page.getByText('Total: about 3 hours', { exact: true }).waitFor();
    const button = page.getByRole('button', { name: 'Please Log In' });
    await button.waitFor();
    await expectScreenshot(page, 'course-visitor');
    await button.click();
    await page.getByText('Login Required', { exact: true }).waitFor();
    await page.getByText('Please log in to book a course session.', { exact: true }).waitFor();
    await page.waitForURL(/\/auth$/);
  }, 60_000);

  it('an admin schedules a course session', async () => {
    const page = await newPage();
    await signInAsAdmin(page, platform.baseUrl, adminCredentials);
    await openAdminTab(page, 'Course Scheduling');
    await page.getByRole('button', { name: /Schedule Session/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Schedule course session', { exact: true }).waitFor();
    await dialog.getByLabel('Date').fill(session.iso);
    await choose(page, 'sessionType', 'Morning (9:00am-12:00pm)', dialog);
    await dialog.getByLabel('Location').fill(location);
    await dialog.getByLabel('Available slots').fill('12');
    await dialog.getByLabel('Price (£)').fill('45.5');
    await expectScreenshot(page, 'course-admin-schedule-dialog');
    await dialog.getByRole('button', { name: 'Schedule Session' }).click();
    await page.getByText('Course session scheduled successfully', { exact: true }).waitFor();
    const row = page.getByRole('row').filter({ hasText: location });
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByText('£45.50', { exact: true }).waitFor();
    await expectScreenshot(page, 'course-admin-scheduling');
  }, 90_000);

  it('a member books the session, pays with 4242 4242 4242 4242 and sees it Booked', async () => {
    member = await approvedMember(platform, admin);
    const page = await signedInPage(member);
    await page.goto(`${platform.baseUrl}/marriage-course`);
    const option = page.getByRole('radio', { name: new RegExp(`^${session.shown}, 9:00am`) });
    await option.filter({ hasText: location }).click();
    await page.getByText('Fee Breakdown', { exact: true }).waitFor();
    await expectScreenshot(page, 'course-member-selected');
    await page.getByRole('button', { name: 'Book Session' }).click();

    await page.waitForURL(/\/checkout\?/, { timeout: SERVER_STEP_TIMEOUT });
    await page.getByText('£45.50', { exact: true }).waitFor();
    await payWithCard(page, '4242 4242 4242 4242');
    await page.getByText('Booking Confirmed', { exact: true }).first().waitFor({ timeout: 30_000 });
    await expectScreenshot(page, 'course-booking-confirmed');

    await page.getByRole('link', { name: 'Back to Marriage Course' }).click();
    const booked = page
      .getByRole('radio', { name: new RegExp(`^${session.shown}, 9:00am - 12:00pm, booked$`) })
      .filter({ hasText: location });
    await booked.getByText('Booked', { exact: true }).waitFor({ timeout: SERVER_STEP_TIMEOUT });
    expect(await booked.getAttribute('aria-disabled')).toBe('true');
    await expectScreenshot(page, 'course-session-booked');
  }, 120_000);

  it('the admin marks the attendance and certifies the member', async () => {
    const page = await newPage();
    await signInAsAdmin(page, platform.baseUrl, adminCredentials);
    await openAdminTab(page, 'Course Management');
    const row = page.getByRole('row').filter({ hasText: member.username });
    await row.getByRole('switch', { name: /attended/ }).click();
    await row.getByText('Attended', { exact: true }).waitFor();
    await row.getByRole('button', { name: /as Completed$/ }).click();
    const done = row.getByRole('button', { name: /Completed & Certified/ });
    await done.waitFor({ timeout: SERVER_STEP_TIMEOUT });
    expect(await done.isDisabled()).toBe(true);
    await row.getByText('Certified', { exact: true }).waitFor();
    await expectScreenshot(page, 'course-admin-certified');

    await waitFor(
      async () =>
        (await member.client.json<CurrentUser>('GET', '/api/user')).body
          .isMarriageCourseCertified === true,
      { what: "the member's certification" },
    );
  }, 90_000);

  it('a member buys two services and lands on the services success page', async () => {
    const buyer = await approvedMember(platform, admin);
    const page = await signedInPage(buyer);
    await page.goto(`${platform.baseUrl}/services`);
    await page.getByRole('heading', { name: 'Bronze Package' }).waitFor();
    await page.getByRole('checkbox', { name: /live streaming/i }).click();
    await page.getByRole('checkbox', { name: /decoration/i }).click();
    await page.getByRole('list', { name: 'Selected services' }).waitFor();
    await expectScreenshot(page, 'services-selected');
    await page.getByRole('button', { name: /Proceed to Payment/ }).click();

    await page.waitForURL(/\/payment-processing/);
    await page.getByRole('heading', { name: 'Your Event Details' }).waitFor();
    await page.getByLabel('Event date').fill(dayFromNow(90).iso);
    await page.getByLabel('Postcode').fill('TS1 2BF');
    await page.getByLabel('Phone (optional)').fill('07700 900123');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();

    await payWithCard(page, '4242 4242 4242 4242');
    await page.getByText('Payment Successful', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText(/services have been booked/).waitFor();
    await page.getByRole('link', { name: 'Browse More Services' }).waitFor();
    await expectScreenshot(page, 'services-payment-success');

    const bookings = await admin.json<{ username: string | null; status: string }[]>(
      'GET',
      '/api/admin/service-bookings',
    );
    expect(
      bookings.body.some((order) => order.username === buyer.username && order.status === 'paid'),
    ).toBe(true);
  }, 120_000);
});
