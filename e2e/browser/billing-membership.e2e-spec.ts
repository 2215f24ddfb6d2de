/** @platform shared */
import { existsSync, statSync } from 'node:fs';
import type { CurrentUser } from '@mithaq/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
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
  type ApprovedMember,
} from '@mithaq/testing';

const expectScreenshot = async (page: Page, name: string): Promise<void> => {
  const path = await screenshot(page, name);
  expect(existsSync(path) && statSync(path).size > 5000).toBe(true);
};

/**
 * Memberships bought in the browser against the platform's local Stripe: its Stripe.js stand-in
 * renders the PaymentElement's inputs in the page, and its webhooks reach this gateway.
 */
describe('memberships in the browser', () => {
  const platform = new Platform();
  let admin: ApiClient;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
    browser = await launchBrowser();
  }, PLATFORM_START_TIMEOUT);
  afterAll(async () => {
    for (const context of contexts) {
      await context.close();
    }
    await browser?.close();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  /** A page of its own, signed in as the member. */
  const signedInPage = async (member: ApprovedMember): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, platform.baseUrl, member);
    return page;
  };

  const plan = (page: Page, name: string) =>
    page.getByRole('article', { name: `${name} plan`, exact: true });

  /** From /membership to the checkout of a plan, its card form shown. */
  const openCheckout = async (page: Page, planName: string, button: string): Promise<void> => {
    await page.goto(`${platform.baseUrl}/membership`);
    await plan(page, planName).getByRole('button', { name: button }).click();
    await page.waitForURL(/\/checkout\?/);
    await page.getByLabel('Card number').waitFor({ timeout: SERVER_STEP_TIMEOUT });
  };

  /** Types a card into the PaymentElement, as a member would. */
  const typeCard = async (page: Page, number: string): Promise<void> => {
    await page.getByLabel('Card number').pressSequentially(number, { delay: 10 });
    await page.getByLabel('Expiration date').pressSequentially('1234');
    await page.getByLabel('Security code').pressSequentially('123');
    await page.getByLabel('Postcode').fill('SW1A 1AA');
  };

  const submit = (page: Page) =>
    page.getByRole('button', { name: /Complete Payment|Set Up Subscription/ });

  it('a member buys Silver with 4242 4242 4242 4242 and lands on Payment Successful', async () => {
    const member = await approvedMember(platform, admin);
    const page = await signedInPage(member);
    await page.goto(`${platform.baseUrl}/membership`);
    await plan(page, 'Silver').getByRole('button', { name: 'Most Popular' }).waitFor();
    await expectScreenshot(page, 'billing-membership-free');

    await openCheckout(page, 'Silver', 'Most Popular');
    await page.getByText('Silver membership (one-time)').waitFor();
    await page.getByText(/4242 4242 4242 4242/).waitFor();
    await typeCard(page, '4242 4242 4242 4242');
    await expectScreenshot(page, 'billing-checkout-silver');
    // A double click confirms once: the button is disabled from the first click.
    await submit(page).dblclick();
    await page.waitForURL(/\/payment-success/, { timeout: 20_000 });
    await page.getByText('Payment Successful', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText('You are now a Silver member.', { exact: false }).waitFor();
    await expectScreenshot(page, 'billing-payment-success-silver');

    const payments = await member.client.json<unknown[]>('GET', '/api/user/payments');
    expect(payments.body).toHaveLength(1);
    await page.getByRole('link', { name: 'Return to Membership Page' }).click();
    await plan(page, 'Silver').getByRole('button', { name: 'Current Plan' }).waitFor();
    await plan(page, 'Bronze').getByRole('button', { name: 'Already Subscribed' }).waitFor();
  }, 120_000);

  it('a Bronze subscription is set up, then cancelled from subscription management', async () => {
    const member = await approvedMember(platform, admin);
    const page = await signedInPage(member);
    await openCheckout(page, 'Bronze', 'Start Monthly');
    await typeCard(page, '4242 4242 4242 4242');
    await submit(page).click();
    await page.getByText('Payment Successful', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText('You are now a Bronze member.', { exact: false }).waitFor();

    await page.goto(`${platform.baseUrl}/subscription-management`);
    await page.getByText('Bronze Membership', { exact: true }).waitFor();
    await page.getByText('Recurring subscription', { exact: true }).waitFor();
    await expectScreenshot(page, 'billing-subscription-active');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel('Reason for cancelling (optional)')
      .fill('Found my match, alhamdulillah');
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByText('Subscription canceled', { exact: true }).waitFor();
    await page.getByText('Cancellation Pending', { exact: true }).waitFor();
    await expectScreenshot(page, 'billing-subscription-cancelled');

    await page.getByRole('tab', { name: 'Payment History' }).click();
    await page.getByRole('cell', { name: 'Successful' }).waitFor();
    await expectScreenshot(page, 'billing-payment-history');

    await page.goto(`${platform.baseUrl}/membership`);
    await plan(page, 'Bronze').getByRole('button', { name: 'Cancellation Pending' }).waitFor();
  }, 120_000);

  it("the declined card 4000 0000 0000 9995 shows Stripe's message", async () => {
    const member = await approvedMember(platform, admin);
    const page = await signedInPage(member);
    await openCheckout(page, 'Gold', 'Premium Access');
    await typeCard(page, '4000 0000 0000 9995');
    await submit(page).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your card has insufficient funds.' })
      .first()
      .waitFor({ timeout: 20_000 });
    expect(page.url()).toContain('/checkout');
    await expectScreenshot(page, 'billing-card-declined');
    const me = await member.client.json<CurrentUser>('GET', '/api/user');
    expect(me.body.membershipTier).toBe('free');
  }, 120_000);

  it('4000 0025 0000 3155 asks for authentication and shows the processing page', async () => {
    const member = await approvedMember(platform, admin);
    const page = await signedInPage(member);
    await openCheckout(page, 'Silver', 'Most Popular');
    await typeCard(page, '4000 0025 0000 3155');
    await submit(page).click();
    const authentication = page.getByRole('dialog', { name: '3D Secure authentication' });
    await authentication.waitFor({ timeout: 20_000 });
    await expectScreenshot(page, 'billing-3ds-authentication');
    await authentication.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(/\/payment-processing/, { timeout: 20_000 });
    await page.getByText('Payment Processing', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back to Membership' }).waitFor();
    await expectScreenshot(page, 'billing-payment-processing');
  }, 120_000);
});
