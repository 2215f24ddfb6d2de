/** @platform shared */
import { existsSync, statSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  ApiClient,
  launchBrowser,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  registerAndSignIn,
  screenshot,
  signInAsAdmin as signInThroughAuthPage,
  startPlatformWithAdmin,
} from '@mithaq/testing';

const expectScreenshot = async (page: Page, name: string): Promise<void> => {
  const path = await screenshot(page, name);
  expect(existsSync(path) && statSync(path).size > 5000).toBe(true);
};

describe('admin approvals and user management in the browser', () => {
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
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
  });
  afterEach(() => context.close());

  /** Registers a member through the API; a new account waits for approval. */
  const registerMember = async (fullName: string): Promise<{ id: string; username: string }> => {
    const member = newMember({ fullName });
    const client = new ApiClient(platform.baseUrl);
    const { status, body } = await registerAndSignIn(client, member);
    expect(status).toBe(200);
    expect(body.isApproved).toBe(false);
    // Only members who verified their address can be approved.
    await platform.verifyEmail(member.email);
    return { id: body.id, username: member.username };
  };

  const signInAsAdmin = async (): Promise<void> => {
    await signInThroughAuthPage(page, platform.baseUrl, admin);
    // pending-approvals is the initial tab.
    await page.getByRole('heading', { name: 'Pending Approvals' }).waitFor();
  };

  const rowOf = (username: string) =>
    page.getByRole('row').filter({ has: page.getByText(username, { exact: true }) });

  it('approves a member, who then leaves the pending list', async () => {
    const member = await registerMember('Yusuf Approved');
    await signInAsAdmin();
    const row = rowOf(member.username);
    await row.waitFor();
    await expectScreenshot(page, 'admin-pending-approvals');

    await row.getByRole('button', { name: /Approve/ }).click();
    await page.getByText('User approved', { exact: true }).waitFor();
    await row.waitFor({ state: 'detached' });
    await expectScreenshot(page, 'admin-pending-approvals-approved');
  });

  it('rejects two members at once', async () => {
    const first = await registerMember('Omar Rejected');
    const second = await registerMember('Bilal Rejected');
    await signInAsAdmin();
    for (const member of [first, second]) {
      await rowOf(member.username).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: /Reject Selected \(2\)/ }).click();
    await page.getByText('User rejected', { exact: true }).waitFor();
    await page.getByText('2 users rejected', { exact: true }).waitFor();
    await rowOf(first.username).waitFor({ state: 'detached' });
    await rowOf(second.username).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Reject Selected \(0\)/ }).waitFor();
    await expectScreenshot(page, 'admin-pending-approvals-bulk-rejected');
  });

  it('lists the member on user-management with their profile', async () => {
    const member = await registerMember('Hamza Listed');
    await signInAsAdmin();
    await page.getByRole('tab', { name: 'User Management' }).click();
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    await page.getByLabel('Search users').fill(member.username);
    await page.getByLabel('Search users').press('Enter');
    const row = rowOf(member.username);
    await row.waitFor();
    await row.getByText('member', { exact: true }).waitFor();
    await row.getByText('Pending', { exact: true }).waitFor();
    await row.getByText('Practicing', { exact: true }).waitFor();
    await expectScreenshot(page, 'admin-user-management');

    await row.getByRole('button', { name: /View Profile/ }).click();
    const dialog = page.getByRole('dialog', { name: 'User Profile: Hamza Listed' });
    await dialog.waitFor();
    await dialog.getByText(member.username, { exact: true }).waitFor();
    await expectScreenshot(page, 'admin-user-profile');
  });
});
