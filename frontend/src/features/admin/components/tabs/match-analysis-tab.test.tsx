import { screen, waitFor, within } from '@testing-library/react';
import type { MatchAnalysis, RecomputeStatus } from '@mithaq/contracts';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import { apiError, renderAdminComponent } from '../../testing/render-admin';
import { MatchAnalysisTab } from './match-analysis-tab';

const distribution = {
  '30-39': 1,
  '40-49': 0,
  '50-59': 3,
  '60-69': 5,
  '70-79': 2,
  '80-89': 4,
  '90-100': 1,
};

const anAnalysis = (overrides: Partial<MatchAnalysis> = {}): MatchAnalysis => ({
  totalMatches: 16,
  averageScore: 67.4,
  highCompatibilityCount: 3,
  matchDistribution: distribution,
  matchingFactors: { 'Religious practice': 62.5, 'Marriage timeline': 81.3, Smoking: 12 },
  recentHighMatches: [
    {
      user1Id: 'u-1',
      user2Id: 'u-2',
      user1Name: 'Yusuf Rahman',
      user2Name: 'Maryam Begum',
      score: 91,
      factors: ['Religious practice', 'Marriage timeline'],
      createdAt: '2025-03-04T09:30:00.000Z',
    },
  ],
  recompute: null,
  ...overrides,
});

const run = (overrides: Partial<RecomputeStatus> = {}): RecomputeStatus => ({
  runId: 'run-1',
  reason: 'weights',
  status: 'running',
  totalChunks: 8,
  completedChunks: 3,
  startedAt: '2025-03-04T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

describe('match-analysis tab', () => {
  it('shows the cards, the distribution chart, the factors and the recent high matches', async () => {
    renderAdminComponent(MatchAnalysisTab, {
      'GET /api/admin/match-analysis': () => json(200, anAnalysis()),
      'GET /api/admin/matching/recompute': () => json(200, null),
    });
    const chart = await screen.findByRole('img', { name: /^Score distribution/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Score distribution: 30-39: 1, 40-49: 0, 50-59: 3, 60-69: 5, 70-79: 2, 80-89: 4, 90-100: 1',
    );
    // The tallest bucket fills the chart; the others are in proportion.
    const bar = (bucket: string) =>
      chart.querySelector<HTMLElement>(`[data-bucket="${bucket}"]`)?.style.height;
    expect(bar('60-69')).toBe('100%');
    expect(bar('70-79')).toBe('40%');
    expect(bar('40-49')).toBe('0%');

    const cardOf = (title: string) => screen.getByText(title).closest('.ant-statistic');
    expect(cardOf('Total Matches')?.textContent).toContain('16');
    expect(cardOf('Average Score')?.textContent).toContain('67.4');
    expect(cardOf('High Compatibility (85%+)')?.textContent).toContain('3');

    expect(await screen.findByRole('img', { name: 'Marriage timeline: 81.3%' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Religious practice: 62.5%' })).toBeTruthy();
    const factors = within(screen.getByRole('list', { name: 'Matching factors' }));
    expect(factors.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Marriage timeline81.3%',
      'Religious practice62.5%',
      'Smoking12%',
    ]);

    const recent = screen.getByText('Maryam Begum').closest('tr') as HTMLElement;
    for (const text of ['Yusuf Rahman', 'ID u-1', 'ID u-2', '91%', '4 Mar 2025, 09:30']) {
      expect(await within(recent).findByText(text)).toBeTruthy();
    }
    expect(await within(recent).findAllByText(/Religious practice|Marriage timeline/)).toHaveLength(
      2,
    );
    // No recompute: no progress.
    expect(screen.queryByText('Recomputing matches')).toBeNull();
  });

  it('shows the progress of a running recompute and refetches the analysis when it ends', async () => {
    let status = run();
    let analysis = anAnalysis({ recompute: status });
    const { callsTo } = renderAdminComponent(MatchAnalysisTab, {
      'GET /api/admin/match-analysis': () => json(200, analysis),
      'GET /api/admin/matching/recompute': () => json(200, status),
    });
    expect(await screen.findByText('Recomputing matches')).toBeTruthy();
    expect(await screen.findByText('3 of 8 batches done')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Recompute progress' }).getAttribute('aria-valuenow'),
    ).toBe('38');

    status = run({ completedChunks: 6 });
    await waitFor(() => expect(screen.getByText('6 of 8 batches done')).toBeTruthy(), {
      timeout: 5000,
    });
    expect(callsTo('GET /api/admin/match-analysis')).toHaveLength(1);

    status = run({ status: 'completed', completedChunks: 8, finishedAt: '2025-03-04T10:01:00Z' });
    analysis = anAnalysis({ totalMatches: 21, recompute: status });
    expect(await screen.findByText('Matches recomputed', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText('Total Matches').closest('.ant-statistic')?.textContent).toContain(
        '21',
      ),
    );
    expect(callsTo('GET /api/admin/match-analysis')).toHaveLength(2);
    // Polling stops once the run has ended.
    const polls = callsTo('GET /api/admin/matching/recompute').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(callsTo('GET /api/admin/matching/recompute')).toHaveLength(polls);
  }, 30_000);

  it('says when the analysis cannot be loaded', async () => {
    renderAdminComponent(MatchAnalysisTab, {
      'GET /api/admin/match-analysis': () => apiError(503, 'Matching is unavailable'),
      'GET /api/admin/matching/recompute': () => json(200, null),
    });
    expect(await screen.findByText('Could not load the match analysis')).toBeTruthy();
    expect(await screen.findByText('Matching is unavailable')).toBeTruthy();
  });
});
