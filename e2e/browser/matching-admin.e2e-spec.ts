import { existsSync, statSync } from 'node:fs';
import {
  matchFactorKeys,
  matchFactorLabels,
  type MatchAnalysis,
  type MatchFactorKey,
  type RecomputeStatus,
} from '@mithaq/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  ApiClient,
  choose,
  launchBrowser,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  screenshot,
  signInAsAdmin,
  startPlatformWithAdmin,
  waitFor,
} from '@mithaq/testing';
import { DEFAULT_WEIGHTS, type Weights } from '@mithaq/matching-engine';
import {
  expectedScore,
  matchableMember,
  newCommunity,
  waitForMatches,
  type Member,
} from '../api/matching-fixtures';

const expectScreenshot = async (page: Page, name: string): Promise<void> => {
  const path = await screenshot(page, name);
  expect(existsSync(path) && statSync(path).size > 5000).toBe(true);
};

/** "Score distribution: 30-39: 1, …, 90-100: 2" → { '30-39': 1, …, '90-100': 2 }. */
const parseDistribution = (label: string): Record<string, number> =>
  Object.fromEntries(
    label
      .replace(/^Score distribution:\s*/, '')
      .split(', ')
      .map((entry) => {
        const [bucket = '', count = ''] = entry.split(': ');
        return [bucket, Number(count)];
      }),
  );

/** The counts the chart should show for these scores, over the chart's own buckets. */
const bucketsOf = (buckets: readonly string[], scores: readonly number[]) =>
  Object.fromEntries(
    buckets.map((bucket) => {
      const [low = 0, high = 0] = bucket.split('-').map(Number);
      return [bucket, scores.filter((score) => score >= low && score <= high).length];
    }),
  );

/** Every weight on smoking: all members here answer it alike, so every pair then scores 100. */
const SMOKING_ONLY: Weights = Object.fromEntries(
  matchFactorKeys.map((key) => [key, key === 'smoking' ? 100 : 0]),
) as Record<MatchFactorKey, number>;

describe('matching administration in the browser', () => {
  const platform = new Platform();
  let credentials: { username: string; password: string };
  let admin: ApiClient;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let women: Member[];
  let men: Member[];

  beforeAll(async () => {
    ({ admin, credentials } = await startPlatformWithAdmin(platform));
    // Two women and two men who all match each other, with scores spread by their answers.
    const community = newCommunity();
    women = [
      await matchableMember(platform, admin, 'female', community, {
        personal: { fullName: 'Amina Yusuf Ali' },
      }),
      await matchableMember(platform, admin, 'female', community, {
        personal: { fullName: 'Khadija Rahman' },
        answers: {
          practiceLevel: 'veryPracticing',
          lookingForPracticeLevel: 'more',
          workAfterMarriage: 'yes',
          livingArrangement: 'withWifesFamily',
        },
      }),
    ];
    men = [
      await matchableMember(platform, admin, 'male', community, {
        personal: { fullName: 'Yusuf Rahman' },
      }),
      await matchableMember(platform, admin, 'male', community, {
        personal: { fullName: 'Bilal Hussain' },
        answers: {
          timelineToMarriage: 'longTerm',
          familyInvolvement: 'notInvolved',
          polygamyViews: 'open',
          childrenViews: 'many',
          madhhab: 'shafii',
        },
      }),
    ];
    const menIds = men.map((man) => man.id);
    for (const woman of women) {
      await waitForMatches(woman, menIds);
    }
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    page = await context.newPage();
    await signInAsAdmin(page, platform.baseUrl, credentials);
  }, PLATFORM_START_TIMEOUT);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await platform.stop();
  }, PLATFORM_STOP_TIMEOUT);

  const scoresWith = (weights: Weights): number[] =>
    women.flatMap((woman) => men.map((man) => expectedScore(woman, man, weights)));

  const openTab = async (section: string, tab: string): Promise<void> => {
    await page.getByRole('tab', { name: section, exact: true }).click();
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await page.getByRole('heading', { name: tab, exact: true }).waitFor();
  };

  const chart = () => page.getByRole('img', { name: /^Score distribution:/ });
  const chartLabel = async (): Promise<string> => (await chart().getAttribute('aria-label')) ?? '';
  const statistic = (title: string) =>
    page.locator('.ant-statistic').filter({ has: page.getByText(title, { exact: true }) });

  it('shows the analysis, saves new weights, follows the recompute and updates the chart', async () => {
    // The stored matches are in place before the admin looks.
    await waitFor(
      async () => {
        const { body } = await admin.json<MatchAnalysis>('GET', '/api/admin/match-analysis');
        return body.totalMatches === 4 && body.recompute?.status !== 'running';
      },
      { timeoutMs: 30_000, what: 'the four matches in the analysis' },
    );
    const before = scoresWith(DEFAULT_WEIGHTS);
    const after = scoresWith(SMOKING_ONLY);
    // The chosen answers spread the pairs; moving every weight onto smoking puts all at 100.
    expect(Math.min(...before)).toBeLessThan(90);
    expect(after).toEqual([100, 100, 100, 100]);

    await openTab('Matching System', 'Match Analysis');
    await chart().waitFor();
    const beforeLabel = await chartLabel();
    const beforeCounts = parseDistribution(beforeLabel);
    expect(beforeCounts).toEqual(bucketsOf(Object.keys(beforeCounts), before));
    expect(await statistic('Total Matches').textContent()).toContain('4');
    const highBefore = before.filter((score) => score >= 85).length;
    expect(await statistic('High Compatibility (85%+)').textContent()).toContain(
      String(highBefore),
    );
    await page.getByRole('list', { name: 'Matching factors' }).waitFor();
    await expectScreenshot(page, 'admin-match-analysis');

    // Algorithm settings: move every weight onto smoking.
    await openTab('Matching System', 'Algorithm Settings');
    await page.getByText('Total: 100%', { exact: true }).waitFor();
    const save = page.getByRole('button', { name: 'Save Weights' });
    await page.getByLabel('Smoking weight', { exact: true }).fill('100');
    await page.getByText('Total: 198%', { exact: true }).waitFor();
    await page
      .getByText('The weights total 198%. They must total 100% before they can be saved.')
      .waitFor();
    expect(await save.isDisabled()).toBe(true);
    await expectScreenshot(page, 'admin-algorithm-settings-warning');

    for (const key of matchFactorKeys.filter((factor) => factor !== 'smoking')) {
      await page
        .getByLabel(`${matchFactorLabels[key].displayName} weight`, { exact: true })
        .fill('0');
    }
    await page.getByText('Total: 100%', { exact: true }).waitFor();
    expect(await page.getByText(/They must total 100%/).count()).toBe(0);
    expect(await save.isDisabled()).toBe(false);

    const savedAt = new Date(Date.now() - 1000).toISOString();
    await save.click();
    await page.getByText('Algorithm settings saved', { exact: true }).waitFor();
    await page.getByText('Matches recomputed', { exact: true }).waitFor({ timeout: 60_000 });
    await expectScreenshot(page, 'admin-algorithm-settings-recomputed');

    // The server kept the weights and the run it started has completed.
    const settings = await admin.json<{ settings: { factor: string; weight: number }[] }>(
      'GET',
      '/api/admin/algorithm-settings',
    );
    expect(
      Object.fromEntries(settings.body.settings.map(({ factor, weight }) => [factor, weight])),
    ).toEqual(SMOKING_ONLY);
    const run = await admin.json<RecomputeStatus | null>('GET', '/api/admin/matching/recompute');
    expect(run.body?.status).toBe('completed');
    expect(run.body && run.body.startedAt >= savedAt).toBe(true);

    // The analysis now shows every pair at 100.
    await openTab('Matching System', 'Match Analysis');
    await waitFor(
      async () => {
        const label = await chartLabel();
        return label !== beforeLabel ? label : undefined;
      },
      { timeoutMs: 15_000, what: 'the chart to change' },
    );
    const afterCounts = parseDistribution(await chartLabel());
    expect(afterCounts).toEqual(bucketsOf(Object.keys(afterCounts), after));
    expect(afterCounts).not.toEqual(beforeCounts);
    expect(await statistic('Average Score').textContent()).toContain('100');
    expect(await statistic('High Compatibility (85%+)').textContent()).toContain('4');
    await expectScreenshot(page, 'admin-match-analysis-after-weights');
  }, 180_000);

  it('lists a member request and lets the admin decline it with notes', async () => {
    const [woman] = women;
    const [man] = men;
    if (!woman || !man) throw new Error('members missing');
    const message = 'Assalamu alaikum, my wali and I would like to know more about you.';
    const sent = await woman.client.json<{ id: string }>('POST', '/api/match-requests', {
      requesterId: woman.id,
      targetId: man.id,
      message,
    });
    expect(sent.status).toBe(201);

    await openTab('User Administration', 'Match Requests');
    const row = page.getByRole('row').filter({ has: page.getByText(message, { exact: true }) });
    await row.waitFor();
    await row.getByText(woman.fullName, { exact: true }).waitFor();
    await row.getByText(man.email, { exact: true }).waitFor();
    await row.getByText('Pending', { exact: true }).waitFor();
    await expectScreenshot(page, 'admin-match-requests');

    await row.getByRole('button', { name: /View Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Match Request Details' });
    await details.getByText(woman.username, { exact: true }).waitFor();
    await expectScreenshot(page, 'admin-match-request-details');
    await details.getByRole('button', { name: 'Take Action' }).click();

    const action = page.getByRole('dialog', { name: /^Take Action:/ });
    await action.waitFor();
    // The form's fields are in place (a field on screen has registered with its form) before
    // the empty form is sent: on a loaded machine the dialog's frame can paint before them.
    await action.getByText('Choose a status', { exact: true }).waitFor();
    await action.getByRole('button', { name: 'Update Request' }).click();
    await action.getByText('Please choose a status', { exact: true }).waitFor();
    await choose(page, 'status', 'Declined', action);
    await action.getByLabel('Admin notes').fill('  Declined at the wali’s request  ');
    await expectScreenshot(page, 'admin-match-request-take-action');
    await action.getByRole('button', { name: 'Update Request' }).click();
    await page.getByText('Match request updated successfully', { exact: true }).waitFor();
    await action.waitFor({ state: 'detached' });

    await row.getByText('Declined', { exact: true }).waitFor();
    await row.getByText('Declined at the wali’s request', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /Take Action/ }).count()).toBe(0);
    await expectScreenshot(page, 'admin-match-requests-declined');
  }, 120_000);
});
