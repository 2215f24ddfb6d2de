/** @platform shared */
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import type { MatchPage, QuestionnaireAnswers } from '@mithaq/contracts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  ApiClient,
  appHasTakenOver,
  approvedMember,
  grantMembership,
  launchBrowser,
  maleQuestionnaireAnswers,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  screenshot,
  signIn,
  startPlatformWithAdmin,
  waitFor,
  type ApprovedMember,
} from '@mithaq/testing';

const expectScreenshot = async (page: Page, name: string): Promise<void> => {
  const path = await screenshot(page, name);
  expect(existsSync(path) && statSync(path).size > 5000).toBe(true);
};

/** What asked for each request the page made to `pathname` (`link`: its document), and the query. */
const requestsTo = (page: Page, pathname: string): Promise<string[][]> =>
  page.evaluate<string[][]>(
    `performance.getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === ${JSON.stringify(pathname)})
      .map((entry) => [entry.initiatorType, new URL(entry.name).search])`,
  );

/**
 * Two members of their own "community" (a unique ethnicity, marrying within it) so that no
 * member another spec registered on this platform shows up among their matches.
 */
const community = `Community ${randomBytes(4).toString('hex')}`;

const answersOf = (gender: 'male' | 'female'): QuestionnaireAnswers => ({
  ...maleQuestionnaireAnswers,
  interculturalMarriage: 'no',
  ...(gender === 'female'
    ? {
        beardLevel: null,
        hijabLevel: 'always',
        height: 163,
        weight: 58,
        preferredAgeMin: 25,
        preferredAgeMax: 40,
      }
    : { preferredAgeMin: 24, preferredAgeMax: 33 }),
});

describe('matching for members in the browser', () => {
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

  /** Registers, answers the questionnaire, is approved (account and questionnaire) and paid. */
  const paidMember = async (gender: 'male' | 'female'): Promise<ApprovedMember> => {
    const details =
      gender === 'female'
        ? {
            fullName: 'Amina Yusuf',
            gender: 'female',
            lookingFor: 'male',
            dateOfBirth: '1996-05-12',
            ethnicity: community,
            username: `amina_${randomBytes(5).toString('hex')}`,
          }
        : { fullName: 'Yusuf Rahman', dateOfBirth: '1996-02-25', ethnicity: community };
    const member = await approvedMember(platform, admin, { details, answers: answersOf(gender) });
    // Sending requests takes a paid tier (a free member may only receive and answer them).
    await grantMembership(admin, member);
    return member;
  };

  /** A page of its own, signed in as the member. */
  const signedInPage = async (member: ApprovedMember): Promise<Page> => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, platform.baseUrl, member);
    return page;
  };

  const article = (page: Page | Locator, name: string) =>
    page.getByRole('article', { name, exact: true });

  it('a member sends a request from the onboarding, the other accepts it', async () => {
    const yusuf = await paidMember('male');
    const amina = await paidMember('female');
    // The worker has stored the pair for both before anyone signs in.
    for (const [member, other] of [
      [yusuf, amina],
      [amina, yusuf],
    ] as const) {
      await waitFor(
        async () => {
          const list = await member.client.json<MatchPage>('GET', '/api/matches/list');
          return list.body.items?.some((item) => item.userId === other.id) ? true : undefined;
        },
        { timeoutMs: 30_000, intervalMs: 250, what: 'the pair to be matched' },
      );
    }

    // Yusuf: the dashboard shows his match.
    const a = await signedInPage(yusuf);
    await a.getByRole('heading', { level: 1, name: 'Your Dashboard' }).waitFor();
    await a.getByText('1 potential matches found based on your profile').waitFor();
    await article(a, `Top match @${amina.username}`).waitFor();
    await a.getByRole('group', { name: 'Total Matches' }).getByText('1', { exact: true }).waitFor();
    await expectScreenshot(a, 'matching-dashboard');
    // A fresh load of "/": the gateway draws the dashboard into the document with the answers it
    // was drawn from, and the app draws the same page from those answers, asking for none again.
    await a.reload();
    await a.getByText('1 potential matches found based on your profile').waitFor();
    await appHasTakenOver(a);
    expect(await requestsTo(a, '/api/matches')).toEqual([]);

    // The onboarding walkthrough on /matches, and a real request from its last step.
    await a.getByRole('link', { name: 'View all matches' }).click();
    await a.waitForURL(/\/matches$/);
    const tour = a.getByRole('region', { name: 'Getting started' });
    await tour.getByText('Step 1: Profile Approved').waitFor();
    // Loaded afresh, the matches page arrives drawn by the gateway with its first page of
    // matches, and the app draws it from the answers the document carries, asking for none again.
    await a.reload();
    await tour.getByText('Step 1: Profile Approved').waitFor();
    await appHasTakenOver(a);
    // The page would have asked for its matches by now; an answer on its way would show here.
    await a.waitForLoadState('networkidle');
    expect(await requestsTo(a, '/api/matches/list')).toEqual([]);
    expect(
      await a
        .getByRole('progressbar', { name: 'Walkthrough progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('25');
    await expectScreenshot(a, 'matching-onboarding-approved');
    await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByText('Step 2: Your Top Matches').waitFor();
    await article(tour, `Top match @${amina.username}`).waitFor();
    await expectScreenshot(a, 'matching-onboarding-top-matches');
    await tour.getByRole('button', { name: 'Next' }).click();
    await tour.getByText('Step 3: Send Match Requests').waitFor();
    expect(
      await a
        .getByRole('progressbar', { name: 'Walkthrough progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('75');
    const top = article(tour, `Top match @${amina.username}`);
    await top.getByRole('button', { name: 'Send Request' }).click();
    await a.getByText('Match Request Sent', { exact: true }).waitFor();
    await top.getByRole('button', { name: 'Request Sent' }).waitFor();
    await expectScreenshot(a, 'matching-onboarding-request-sent');
    await tour.getByRole('button', { name: 'Go to Match Requests' }).click();
    const sentItem = a.getByRole('listitem', { name: `Request to @${amina.username}` });
    await sentItem.getByText('Pending Response').waitFor();
    await expectScreenshot(a, 'matching-requests-sent');

    // Amina: the request waits for her on the Match Requests tab.
    const b = await signedInPage(amina);
    await b.getByRole('heading', { level: 1, name: 'Your Dashboard' }).waitFor();
    await b.goto(`${platform.baseUrl}/matches`);
    const herTour = b.getByRole('region', { name: 'Getting started' });
    await herTour.getByRole('button', { name: 'Next' }).click();
    await herTour.getByRole('button', { name: 'Next' }).click();
    await article(herTour, `Top match @${yusuf.username}`)
      .getByRole('button', { name: 'Request Received' })
      .waitFor();
    await herTour.getByRole('button', { name: 'Go to Match Requests' }).click();
    const received = b.getByRole('listitem', { name: `Request from @${yusuf.username}` });
    await received.getByText('Awaiting Response').waitFor();
    await received
      .getByText(`@${yusuf.username} would like to connect with you`, {
        exact: false,
      })
      .waitFor();
    await expectScreenshot(b, 'matching-requests-received');
    await received.getByRole('button', { name: 'Accept' }).click();
    await b.getByText('Match request accepted', { exact: true }).waitFor();
    await received.getByText('Accepted', { exact: true }).waitFor();
    await b.getByRole('tab', { name: 'All Matches' }).click();
    await article(b, `Match @${yusuf.username}`)
      .getByRole('button', { name: 'Request Accepted' })
      .waitFor();
    await expectScreenshot(b, 'matching-request-accepted-target');

    // Yusuf sees the answer once he loads the page again; the walkthrough does not come back.
    await a.reload();
    await a.getByRole('tab', { name: 'All Matches' }).waitFor();
    expect(await a.getByRole('region', { name: 'Getting started' }).count()).toBe(0);
    await article(a, `Match @${amina.username}`)
      .getByRole('button', { name: 'Request Accepted' })
      .waitFor();
    await a.getByRole('tab', { name: /Match Requests/ }).click();
    await a
      .getByRole('listitem', { name: `Request to @${amina.username}` })
      .getByText('Accepted', { exact: true })
      .waitFor();
    await expectScreenshot(a, 'matching-request-accepted-requester');

    // What a match may see of the other: the profile dialog with the compatibility analysis.
    await a.getByRole('tab', { name: 'All Matches' }).click();
    await article(a, `Match @${amina.username}`)
      .getByRole('button', { name: 'View Profile' })
      .click();
    const dialog = a.getByRole('dialog');
    await dialog.getByText(`Profile of @${amina.username}`).waitFor();
    await dialog.getByText('Compatibility Analysis').waitFor();
    await dialog
      .getByRole('list', { name: 'Matching factors' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await dialog.getByText('Amina', { exact: true }).waitFor();
    expect(await dialog.getByText('Amina Yusuf').count()).toBe(0);
    await expectScreenshot(a, 'matching-profile-dialog');

    // The server agrees.
    const sent = await yusuf.client.json<{ status: string }[]>('GET', '/api/match-requests/sent');
    expect(sent.body.map((request) => request.status)).toEqual(['accepted']);
  }, 240_000);
});
