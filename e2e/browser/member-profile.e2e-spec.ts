/** @platform shared */
import { existsSync, statSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  ApiClient,
  choose,
  fillRegistration,
  launchBrowser,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  screenshot,
  startPlatformWithAdmin,
} from '@mithaq/testing';

const expectScreenshot = async (page: Page, name: string): Promise<void> => {
  const path = await screenshot(page, name);
  expect(existsSync(path) && statSync(path).size > 5000).toBe(true);
};

/** Picks the option of this label in the radio group whose id is given. */
const radio = (page: Page, id: string, label: string) =>
  page.locator(`#${id}`).getByText(label, { exact: true }).click();

const section = (page: Page, n: number) => page.getByText(`Section ${n} of 9`).waitFor();

describe('member profile and questionnaire in the browser', () => {
  const platform = new Platform();
  let admin: ApiClient;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  }, PLATFORM_START_TIMEOUT);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  it('registers, completes the questionnaire, edits the profile and is approved', async () => {
    const member = newMember();
    await page.goto(`${platform.baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.locator('#fullName').waitFor();
    await fillRegistration(page, member);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Registration signs nobody in: the member verifies the address later and signs in now.
    await page.getByRole('button', { name: 'Go to Sign In' }).click();
    await page.fill('#username', member.username);
    await page.fill('#password', member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/questionnaire$/);

    // The questionnaire, one section at a time.
    const next = page.getByRole('button', { name: 'Next' });
    await section(page, 1);
    await page.getByText('What Matters Most').waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    await next.click();
    await section(page, 2);
    await next.click();
    await page.getByText('Please choose your practice level').waitFor();
    await section(page, 2);
    await radio(page, 'practiceLevel', 'Practicing');
    await radio(page, 'lookingForPracticeLevel', 'Equally practicing');
    await radio(page, 'religiousCommunityInvolvement', 'Regular');
    await next.click();
    await section(page, 3);
    await radio(page, 'readyForMarriage', 'Yes');
    await choose(page, 'timelineToMarriage', 'Within a year');
    await choose(page, 'marriageExpectations', 'Companionship');
    await radio(page, 'disabilityOpenness', 'Mild disabilities');
    await next.click();
    await section(page, 4);
    await choose(page, 'madhhab', 'Hanafi');
    await radio(page, 'polygamyViews', 'Opposed');
    await next.click();
    await section(page, 5);
    await radio(page, 'interculturalMarriage', 'Yes');
    await radio(page, 'familyInvolvement', 'Very involved');
    await next.click();
    await section(page, 6);
    await radio(page, 'workAfterMarriage', 'Flexible');
    await radio(page, 'childrenViews', 'A few');
    await radio(page, 'smokingAcceptable', 'No');
    await next.click();
    await section(page, 7);
    await radio(page, 'communicationStyle', 'With the wali present');
    await next.click();
    await section(page, 8);
    await choose(page, 'residentialStatus', 'With parents');
    await radio(page, 'livingArrangement', 'Own home');
    await choose(page, 'familyLivingWithYou', 'Both parents');
    await radio(page, 'relocateWilling', 'Yes');
    await next.click();
    await section(page, 9);
    expect(await page.getByText('Do you wear hijab?').count()).toBe(0);
    await page.fill('#height', '178');
    await choose(page, 'complexion', 'Olive');
    await choose(page, 'bodyType', 'Athletic');
    await choose(page, 'fitnessLevel', 'Active');
    await radio(page, 'beardLevel', 'Short');
    await page.fill('#preferredAgeMin', '24');
    await page.fill('#preferredAgeMax', '32');
    await expectScreenshot(page, 'questionnaire');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Questionnaire completed').waitFor();
    await page.waitForURL(`${platform.baseUrl}/`);

    // The profile: edit the bio.
    await page.goto(`${platform.baseUrl}/profile`);
    await page.getByText('Your Profile').waitFor();
    await page.getByRole('button', { name: 'Update Questionnaire' }).waitFor();
    expect(await page.locator('#email').inputValue()).toBe(member.email);
    await page.fill('#bio', 'Pharmacist, volunteer at the mosque and a keen hiker at weekends.');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Your profile has been updated successfully.').waitFor();
    await page.getByText('Profile updated', { exact: true }).waitFor();
    expect(await page.getByText('Approved', { exact: true }).count()).toBe(0);
    await expectScreenshot(page, 'profile');

    // An administrator approves the account and the questionnaire.
    const current = await page.request.get(`${platform.baseUrl}/api/user`);
    const { id } = (await current.json()) as { id: string };
    await platform.verifyEmail(member.email);
    expect((await admin.json('POST', `/api/admin/approve-user/${id}`)).status).toBe(200);
    expect((await admin.json('POST', `/api/admin/questionnaires/${id}/approve`)).status).toBe(200);

    await page.reload();
    await page.getByText('Your Profile').waitFor();
    await page.getByText('Approved', { exact: true }).waitFor();
    await expectScreenshot(page, 'profile-approved');
  }, 180_000);
});
