import { fireEvent, screen } from '@testing-library/react';
import type { RecomputeStatus, ThresholdsReply } from '@mithaq/contracts';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import { apiError, bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { CompatibilityThresholdsTab } from './compatibility-thresholds-tab';

const reply = (
  high = 75,
  medium = 50,
  low = 30,
  recompute: RecomputeStatus | null = null,
): ThresholdsReply => ({
  thresholds: [
    { level: 'high', minScore: high, maxScore: 100, description: 'Strong compatibility.' },
    { level: 'medium', minScore: medium, maxScore: high - 1, description: 'Good compatibility.' },
    { level: 'low', minScore: low, maxScore: medium - 1, description: 'Some compatibility.' },
  ],
  recompute,
});
const run = (overrides: Partial<RecomputeStatus> = {}): RecomputeStatus => ({
  runId: 'run-3',
  reason: 'thresholds',
  status: 'running',
  totalChunks: 2,
  completedChunks: 0,
  startedAt: '2025-03-04T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

const input = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(`${label} compatibility minimum score`);
const setScore = (label: string, value: number) =>
  fireEvent.change(input(label), { target: { value: String(value) } });
const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save Thresholds' });

describe('compatibility-thresholds tab', () => {
  it('shows the high, medium and low sliders with the server values and their ranges', async () => {
    renderAdminComponent(CompatibilityThresholdsTab, {
      'GET /api/admin/compatibility-thresholds': () => json(200, reply()),
      'GET /api/admin/matching/recompute': () => json(200, null),
    });
    expect(await screen.findByText('High compatibility')).toBeTruthy();
    expect(input('High').value).toBe('75');
    expect(input('Medium').value).toBe('50');
    expect(input('Low').value).toBe('30');
    expect(
      screen.getAllByRole('slider').map((slider) => slider.getAttribute('aria-valuenow')),
    ).toEqual(['75', '50', '30']);
    expect(await screen.findByText('Strong compatibility. Scores 75–100.')).toBeTruthy();
    expect(await screen.findByText('Good compatibility. Scores 50–74.')).toBeTruthy();
    expect(await screen.findByText('Some compatibility. Scores 30–49.')).toBeTruthy();
    expect(saveButton().disabled).toBe(false);
  });

  it('insists on high > medium > low before saving', async () => {
    const { callsTo } = renderAdminComponent(CompatibilityThresholdsTab, {
      'GET /api/admin/compatibility-thresholds': () => json(200, reply()),
      'GET /api/admin/matching/recompute': () => json(200, null),
    });
    await screen.findByText('High compatibility');
    setScore('Medium', 80);
    expect(await screen.findByText('High must be above medium')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(saveButton());
    setScore('Medium', 30);
    expect(await screen.findByText('Medium must be above low')).toBeTruthy();
    expect(screen.queryByText(/High must be above medium/)).toBeNull();
    expect(saveButton().disabled).toBe(true);
    expect(callsTo('PUT /api/admin/compatibility-thresholds')).toHaveLength(0);
    setScore('Medium', 55);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saveButton().disabled).toBe(false);
  });

  it('saves the three thresholds and shows the recompute', async () => {
    let status: RecomputeStatus | null = null;
    const { callsTo } = renderAdminComponent(CompatibilityThresholdsTab, {
      'GET /api/admin/compatibility-thresholds': () => json(200, reply()),
      'GET /api/admin/matching/recompute': () => json(200, status),
      'PUT /api/admin/compatibility-thresholds': () => {
        status = run({
          status: 'completed',
          completedChunks: 2,
          finishedAt: '2025-03-04T10:00:05Z',
        });
        return json(200, reply(80, 60, 40, run()));
      },
    });
    await screen.findByText('High compatibility');
    setScore('High', 80);
    setScore('Medium', 60);
    setScore('Low', 40);
    fireEvent.click(saveButton());
    expect(await screen.findByText('Compatibility thresholds saved')).toBeTruthy();
    expect(bodyOf(callsTo('PUT /api/admin/compatibility-thresholds'))).toEqual({
      high: 80,
      medium: 60,
      low: 40,
    });
    expect(await screen.findByText('0 of 2 batches done')).toBeTruthy();
    expect(await screen.findByText('Matches recomputed', {}, { timeout: 5000 })).toBeTruthy();
  }, 30_000);

  it("shows the server's refusal, else the fallback", async () => {
    let answer = () => apiError(422, 'High must be above medium');
    renderAdminComponent(CompatibilityThresholdsTab, {
      'GET /api/admin/compatibility-thresholds': () => json(200, reply()),
      'GET /api/admin/matching/recompute': () => json(200, null),
      'PUT /api/admin/compatibility-thresholds': () => answer(),
    });
    await screen.findByText('High compatibility');
    fireEvent.click(saveButton());
    expect((await screen.findAllByText('High must be above medium')).length).toBeGreaterThan(0);
    answer = () => apiError(500, '');
    fireEvent.click(saveButton());
    expect(
      (await screen.findAllByText('Failed to update compatibility thresholds')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Compatibility thresholds saved')).toBeNull();
  });
});
