/** @platform shared */
import { existsSync, statSync } from 'node:fs';
import type { ConversationSummary, MatchRequestView } from '@mithaq/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  ApiClient,
  choose,
  launchBrowser,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  screenshot,
  signIn,
  signInAsAdmin,
  startPlatformWithAdmin,
  waitFor,
} from '@mithaq/testing';
import {
  matchableMember,
  newCommunity,
  waitForMatches,
  type Member,
} from '../api/matching-fixtures';

const expectScreenshot = async (page: Page, name: string): Promise<void> => {
  const path = await screenshot(page, name);
  expect(existsSync(path) && statSync(path).size > 5000).toBe(true);
};

describe('messaging in the browser', () => {
  const platform = new Platform();
  let admin: ApiClient;
  let credentials: { username: string; password: string };
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let yusuf: Member;
  let amina: Member;
  let yusufPage: Page;
  let aminaPage: Page;
  let adminPage: Page;

  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    // A crash of the page shows here, not only as a missing element.
    page.on('pageerror', (error) => console.log(`[browser pageerror] ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('401')) {
        console.log(`[browser ${message.type()}] ${message.text()}`);
      }
    });
    return page;
  };

  /** A page of its own, signed in as the member. */
  const signedInPage = async (member: Member): Promise<Page> => {
    const page = await newPage();
    await signIn(page, platform.baseUrl, member);
    return page;
  };

  const openMessages = async (page: Page): Promise<void> => {
    await page.goto(`${platform.baseUrl}/messages`);
    await page.getByRole('navigation', { name: 'Conversations' }).waitFor();
  };

  const noUnreadBadges = async (page: Page): Promise<void> => {
    await page
      .getByRole('navigation', { name: 'Conversations' })
      .getByLabel(/unread/)
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByLabel(/unread/)
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 });
  };

  const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

  const send = async (page: Page, text: string): Promise<void> => {
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    await box.press('Enter');
    try {
      await thread(page).getByText(text, { exact: true }).waitFor({ timeout: 10_000 });
    } catch (error) {
      await screenshot(page, 'messaging-send-failed');
      throw error;
    }
  };

  beforeAll(async () => {
    ({ admin, credentials } = await startPlatformWithAdmin(platform));
    browser = await launchBrowser();
    // Two members of their own community who match; he asks, she accepts: their conversation opens.
    const community = newCommunity();
    yusuf = await matchableMember(platform, admin, 'male', community);
    amina = await matchableMember(platform, admin, 'female', community);
    await waitForMatches(yusuf, [amina.id]);
    await waitForMatches(amina, [yusuf.id]);
    const request = await yusuf.client.json<MatchRequestView>('POST', '/api/match-requests', {
      requesterId: yusuf.id,
      targetId: amina.id,
      message: `Assalamu alaikum. @${yusuf.username} would like to connect with you.`,
    });
    expect(request.status).toBe(201);
    const answer = await amina.client.json('PATCH', `/api/match-requests/${request.body.id}`, {
      status: 'accepted',
    });
    expect(answer.status).toBe(200);
    await waitFor(
      async () => {
        const { body } = await yusuf.client.json<ConversationSummary[]>('GET', '/api/messages');
        return Array.isArray(body) && body.some((c) => c.counterpart.userId === amina.id)
          ? true
          : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 250, what: 'the accepted pair’s conversation' },
    );
  }, PLATFORM_START_TIMEOUT);

  afterAll(async () => {
    for (const context of contexts) {
      await context.close();
    }
    await browser?.close();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  it('two members chat live: each message appears in the other tab without a reload', async () => {
    yusufPage = await signedInPage(yusuf);
    aminaPage = await signedInPage(amina);
    await openMessages(yusufPage);
    await openMessages(aminaPage);

    await yusufPage.getByRole('button', { name: `Conversation with @${amina.username}` }).click();
    // Amina has no support thread: her conversation with Yusuf is the first, selected already.
    await aminaPage.getByRole('heading', { level: 2, name: `@${yusuf.username}` }).waitFor();

    await send(yusufPage, 'Assalamu alaikum, thank you for accepting.');
    await thread(aminaPage)
      .getByText('Assalamu alaikum, thank you for accepting.', { exact: true })
      .waitFor({ timeout: 5_000 });
    await send(aminaPage, 'Wa alaikum assalam, my wali would like to join us.');
    await thread(yusufPage)
      .getByText('Wa alaikum assalam, my wali would like to join us.', { exact: true })
      .waitFor({ timeout: 5_000 });
    // Amina read his message while her thread was open: his tab shows it read.
    await thread(yusufPage)
      .getByText(/· Read/)
      .first()
      .waitFor({ timeout: 5_000 });
    // His open thread marked her answer read: no unread badge is left, in the list or the menu.
    await noUnreadBadges(yusufPage);
    await expectScreenshot(yusufPage, 'messaging-live-chat-sender');
    await expectScreenshot(aminaPage, 'messaging-live-chat-receiver');
  }, 120_000);

  it('a member reports a message and an admin removes it', async () => {
    const text = 'Please send £200 for the visa, then we can talk.';
    await send(yusufPage, text);
    const bubble = aminaPage
      .getByRole('listitem', { name: `Message from @${yusuf.username}` })
      .filter({ hasText: text });
    await bubble.waitFor({ timeout: 5_000 });
    const dialog = aminaPage.getByRole('dialog');
    const quote = dialog.getByLabel('Reported message');
    // The thread scrolls to its newest message as it arrives: should that scroll move the list
    // under the click, the dialog quotes another message; close it and click again.
    for (let attempt = 1; ; attempt += 1) {
      await bubble.scrollIntoViewIfNeeded();
      await bubble.getByRole('button', { name: 'Report' }).click();
      await quote.waitFor();
      if ((await quote.innerText()).trim() === text || attempt === 3) {
        break;
      }
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect((await quote.innerText()).trim()).toBe(text);
    await choose(aminaPage, 'reason', 'Scam or asking for money');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Asked me for money');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await aminaPage.getByText('Report sent', { exact: true }).waitFor();
    await expectScreenshot(aminaPage, 'messaging-report-sent');

    adminPage = await newPage();
    await signInAsAdmin(adminPage, platform.baseUrl, credentials);
    await adminPage.getByRole('tab', { name: 'Message Moderation' }).click();
    const row = adminPage.getByRole('row').filter({ hasText: 'Asked me for money' });
    await row.getByText(text, { exact: true }).waitFor();
    await row.getByText(`@${amina.username}`).waitFor();
    await expectScreenshot(adminPage, 'messaging-admin-reported-messages');
    await row.getByRole('button', { name: 'Remove message' }).click();
    const confirm = adminPage
      .getByRole('dialog')
      .getByRole('button', { name: 'Remove', exact: true });
    const removed = adminPage.getByText('The message was removed', { exact: true });
    // A click that lands while the dialog is still opening can be lost: click again while the
    // dialog is still there and nothing has been removed.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await confirm.click({ timeout: 10_000 }).catch(() => undefined);
      if (
        await removed.waitFor({ timeout: 8_000 }).then(
          () => true,
          () => false,
        )
      ) {
        break;
      }
    }
    await removed.waitFor();

    // Both members now see the team's note in its place.
    await aminaPage.reload();
    await thread(aminaPage).getByText('This message was removed by our team.').waitFor();
    expect(await thread(aminaPage).getByText(text, { exact: true }).count()).toBe(0);
    await expectScreenshot(aminaPage, 'messaging-message-removed');
  }, 120_000);

  it('a member writes to support and an admin answers in the support inbox', async () => {
    await yusufPage.getByRole('button', { name: /^Conversation with .* Support$/ }).click();
    await yusufPage.getByText('No messages from the product').waitFor();
    const question = 'How do I add my wali to my profile?';
    await send(yusufPage, question);

    await adminPage.getByRole('tab', { name: 'Support Inbox' }).click();
    const row = adminPage.getByRole('row').filter({ hasText: `@${yusuf.username}` });
    await row.getByText(question).waitFor({ timeout: 10_000 });
    await row.getByRole('button', { name: /Open and reply/ }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByText(question, { exact: true }).waitFor();
    await dialog.getByText(/recorded in the messaging audit log/).waitFor();
    const answer = 'Open your profile and fill in the wali contact field.';
    await dialog.getByRole('textbox', { name: 'Reply' }).fill(answer);
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await dialog.getByText(answer, { exact: true }).waitFor();
    await expectScreenshot(adminPage, 'messaging-admin-support-reply');

    // The answer reaches the member's open tab live, signed by the team.
    await thread(yusufPage).getByText(answer, { exact: true }).waitFor({ timeout: 5_000 });
    await thread(yusufPage)
      .getByRole('listitem', { name: /^Message from .* Support$/ })
      .first()
      .waitFor();
    await noUnreadBadges(yusufPage);
    await expectScreenshot(yusufPage, 'messaging-support-answered');
  }, 120_000);
});
