import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  DEFAULT_MATCH_WEIGHTS,
  matchFactorKeys,
  matchFactorLabels,
  type AlgorithmSetting,
  type AlgorithmSettingsReply,
  type RecomputeStatus,
} from '@mithaq/contracts';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import { apiError, bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { AlgorithmSettingsTab } from './algorithm-settings-tab';

const settings: AlgorithmSetting[] = matchFactorKeys.map((factor) => ({
  factor,
  weight: DEFAULT_MATCH_WEIGHTS[factor],
  ...matchFactorLabels[factor],
  lastUpdated: '2025-03-01T10:00:00.000Z',
  updatedBy: null,
}));
const reply = (recompute: RecomputeStatus | null = null): AlgorithmSettingsReply => ({
  settings,
  recompute,
});
const run = (overrides: Partial<RecomputeStatus> = {}): RecomputeStatus => ({
  runId: 'run-2',
  reason: 'weights',
  status: 'running',
  totalChunks: 4,
  completedChunks: 0,
  startedAt: '2025-03-04T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

const weightInput = (displayName: string) => screen.getByLabelText(`${displayName} weight`);
const setWeight = (displayName: string, value: number) =>
  fireEvent.change(weightInput(displayName), { target: { value: String(value) } });
const saveButton = () => screen.getByRole('button', { name: 'Save Weights' });

describe('algorithm-settings tab', () => {
  it('shows a slider per factor with its name and description, totalling 100%', async () => {
    renderAdminComponent(AlgorithmSettingsTab, {
      'GET /api/admin/algorithm-settings': () => json(200, reply()),
      'GET /api/admin/matching/recompute': () => json(200, null),
    });
    expect(await screen.findByText('Total: 100%')).toBeTruthy();
    expect(await screen.findAllByRole('slider')).toHaveLength(matchFactorKeys.length);
    expect(await screen.findByText('Religious practice')).toBeTruthy();
    expect(
      await screen.findByText('Prayer, practice level and what each looks for in the other'),
    ).toBeTruthy();
    expect((weightInput('Religious practice') as HTMLInputElement).value).toBe('24');
    expect((weightInput('Marriage timeline') as HTMLInputElement).value).toBe('13');
    const slider = screen.getAllByRole('slider')[0];
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    expect(slider.getAttribute('aria-valuemax')).toBe('100');
    expect(slider.getAttribute('aria-valuenow')).toBe('24');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('warns and refuses to save while the weights do not total 100%', async () => {
    const { callsTo } = renderAdminComponent(AlgorithmSettingsTab, {
      'GET /api/admin/algorithm-settings': () => json(200, reply()),
      'GET /api/admin/matching/recompute': () => json(200, null),
    });
    await screen.findByText('Total: 100%');
    setWeight('Education', 15);
    expect(await screen.findByText('Total: 105%')).toBeTruthy();
    expect(
      await screen.findByText(
        'The weights total 105%. They must total 100% before they can be saved.',
      ),
    ).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(saveButton());
    expect(callsTo('PUT /api/admin/algorithm-settings')).toHaveLength(0);

    setWeight('Smoking', 0);
    setWeight('Madhhab', 0);
    expect(await screen.findByText('Total: 100%')).toBeTruthy();
    expect(screen.queryByText(/They must total 100%/)).toBeNull();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('saves every weight, then follows the recompute until it completes', async () => {
    let status: RecomputeStatus | null = null;
    const { callsTo } = renderAdminComponent(AlgorithmSettingsTab, {
      'GET /api/admin/algorithm-settings': () => json(200, reply()),
      'GET /api/admin/matching/recompute': () => json(200, status),
      'PUT /api/admin/algorithm-settings': () => {
        status = run({ completedChunks: 1 });
        return json(200, reply(run()));
      },
    });
    await screen.findByText('Total: 100%');
    setWeight('Religious practice', 30);
    setWeight('Education', 4);
    await screen.findByText('Total: 100%');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Algorithm settings saved')).toBeTruthy();
    expect(bodyOf(callsTo('PUT /api/admin/algorithm-settings'))).toEqual({
      weights: { ...DEFAULT_MATCH_WEIGHTS, religiousPractice: 30, education: 4 },
    });
    expect(await screen.findByText('Recomputing matches')).toBeTruthy();
    expect(await screen.findByText('1 of 4 batches done', {}, { timeout: 5000 })).toBeTruthy();

    status = run({ status: 'completed', completedChunks: 4, finishedAt: '2025-03-04T10:02:00Z' });
    expect(await screen.findByText('Matches recomputed', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Recomputing matches')).toBeNull();
    const polls = callsTo('GET /api/admin/matching/recompute').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(callsTo('GET /api/admin/matching/recompute')).toHaveLength(polls);
  }, 30_000);

  it("shows the server's validation error and keeps the edits", async () => {
    renderAdminComponent(AlgorithmSettingsTab, {
      'GET /api/admin/algorithm-settings': () => json(200, reply()),
      'GET /api/admin/matching/recompute': () => json(200, null),
      'PUT /api/admin/algorithm-settings': () =>
        json(422, {
          statusCode: 422,
          message: 'Validation failed',
          code: 'VALIDATION_FAILED',
          fields: { weights: 'Weights must total 100% (they total 99%)' },
        }),
    });
    await screen.findByText('Total: 100%');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Weights must total 100% (they total 99%)')).toBeTruthy();
    expect(screen.getAllByText('Validation failed').length).toBeGreaterThan(0);
    expect(screen.queryByText('Algorithm settings saved')).toBeNull();
  });

  it('falls back to "Failed to update algorithm settings" when the server says nothing', async () => {
    renderAdminComponent(AlgorithmSettingsTab, {
      'GET /api/admin/algorithm-settings': () => json(200, reply()),
      'GET /api/admin/matching/recompute': () => json(200, null),
      'PUT /api/admin/algorithm-settings': () => apiError(500, ''),
    });
    await screen.findByText('Total: 100%');
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(screen.getAllByText('Failed to update algorithm settings').length).toBeGreaterThan(0),
    );
  });

  it('shows the last finished recompute and restores the default weights', async () => {
    renderAdminComponent(AlgorithmSettingsTab, {
      'GET /api/admin/algorithm-settings': () =>
        json(200, {
          settings: settings.map((setting) => ({ ...setting, weight: setting.weight + 1 })),
          recompute: null,
        }),
      'GET /api/admin/matching/recompute': () =>
        json(
          200,
          run({ status: 'completed', completedChunks: 4, finishedAt: '2025-03-04T10:02:00Z' }),
        ),
    });
    expect(await screen.findByText('Total: 113%')).toBeTruthy();
    expect(await screen.findByText('Matches last recomputed 4 Mar 2025, 10:02')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restore Defaults' }));
    expect(await screen.findByText('Total: 100%')).toBeTruthy();
    expect((weightInput('Religious practice') as HTMLInputElement).value).toBe('24');
  });
});
