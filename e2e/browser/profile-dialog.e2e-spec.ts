/** @platform shared */
import { existsSync, statSync } from 'node:fs';
import type { ConversationSummary, MatchRequestView } from '@mithaq/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  ApiClient,
  launchBrowser,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  screenshot,
  signIn,
  startPlatformWithAdmin,
  waitFor,
} from '@mithaq/testing';
import {
  matchableMember,
  newCommunity,
  waitForMatches,
  type Member,
} from '../api/matching-fixtures';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const expectScreenshot = async (page: Page, name: string): Promise<void> => {
  const path = await screenshot(page, name);
  expect(existsSync(path) && statSync(path).size > 5000).toBe(true);
};

describe('the profile dialog of a match, in the browser', () => {
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

  /** Signs in with the walkthrough already seen, so /matches opens on its tabs. */
  const signedInPage = async (
    member: Member,
    viewport: { width: number; height: number },
  ): Promise<Page> => {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    // Runs in the page, where localStorage exists.
    await context.addInitScript(
      `localStorage.setItem('mithaq:matches-onboarding-done:${member.id}', 'true');`,
    );
    const page = await context.newPage();
    await signIn(page, platform.baseUrl, member);
    return page;
  };

  it('sends a request and then messages the match from the dialog', async () => {
    const community = newCommunity();
    const yusuf = await matchableMember(platform, admin, 'male', community);
    const amina = await matchableMember(platform, admin, 'female', community);
    await waitForMatches(yusuf, [amina.id]);
    await waitForMatches(amina, [yusuf.id]);

    // The dashboard's top match opens the same dialog, with the same words for the score.
    const page = await signedInPage(yusuf, DESKTOP);
    const top = page.getByRole('article', { name: `Top match @${amina.username}`, exact: true });
    const words = (await top.locator('.ant-tag').first().textContent()) ?? '';
    expect(words).toMatch(/^\d+% · (Excellent|Very Good|Good|Moderate|Basic)$/);
    await expectScreenshot(page, 'profile-dialog-dashboard-1366');
    await top.getByRole('button', { name: 'View Profile' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByText('Compatibility Analysis').waitFor();
    await dialog.getByText(words, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // From a match card: Send Request in the dialog, and no Message before an acceptance.
    await page.goto(`${platform.baseUrl}/matches`);
    const card = page.getByRole('article', { name: `Match @${amina.username}`, exact: true });
    await card.getByRole('button', { name: 'View Profile' }).click();
    dialog = page.getByRole('dialog');
    const actions = dialog.getByRole('group', { name: 'Profile actions' });
    await dialog.getByText('Compatibility Analysis').waitFor();
    expect(await actions.getByRole('button', { name: 'Message' }).count()).toBe(0);
    await actions.getByRole('button', { name: 'Send Request' }).click();
    await page.getByText('Match Request Sent', { exact: true }).waitFor();
    await actions.getByRole('button', { name: 'Request Sent' }).waitFor();
    await expectScreenshot(page, 'profile-dialog-request-sent-1366');
    const sent = await yusuf.client.json<MatchRequestView[]>('GET', '/api/match-requests/sent');
    expect(sent.body.map((request) => request.targetId)).toEqual([amina.id]);

    // Amina accepts; their conversation opens.
    const answer = await amina.client.json('PATCH', `/api/match-requests/${sent.body[0]?.id}`, {
      status: 'accepted',
    });
    expect(answer.status).toBe(200);
    const conversation = await waitFor(
      async () => {
        const { body } = await yusuf.client.json<ConversationSummary[]>('GET', '/api/messages');
        return Array.isArray(body)
          ? body.find((c) => c.kind === 'member' && c.counterpart.userId === amina.id)
          : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 250, what: 'the accepted pair’s conversation' },
    );

    // On a phone too: the dialog says what comes next and Message opens the thread.
    const phone = await signedInPage(yusuf, PHONE);
    await phone.goto(`${platform.baseUrl}/matches`);
    await phone
      .getByRole('article', { name: `Match @${amina.username}`, exact: true })
      .getByRole('button', { name: 'View Profile' })
      .click();
    const phoneDialog = phone.getByRole('dialog');
    const next = phoneDialog.getByRole('group', { name: `Next steps with @${amina.username}` });
    await next.getByText('Involve your wali.', { exact: true }).waitFor();
    await next.getByText('Exchange contact details.', { exact: true }).waitFor();
    await next.getByText('Arrange a meeting.', { exact: true }).waitFor();
    await next.getByRole('link', { name: 'Open your match page' }).waitFor();
    await phoneDialog.getByRole('button', { name: 'Request Accepted' }).waitFor();
    // The steps sit at the foot of the dialog's own scroll: bring them into the picture.
    await next.scrollIntoViewIfNeeded();
    await expectScreenshot(phone, 'profile-dialog-accepted-390');
    await phoneDialog
      .getByRole('group', { name: 'Profile actions' })
      .getByRole('button', { name: 'Message' })
      .click();
    await phone.waitForURL(new RegExp(`/messages\\?conversation=${conversation.id}$`));
  }, 300_000);
});
