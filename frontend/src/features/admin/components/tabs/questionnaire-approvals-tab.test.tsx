import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  buildQuestionnaireAnswers,
  type Questionnaire,
  type QuestionnaireReviewItem,
} from '@mithaq/contracts';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-mock';
import { rowOf } from '../../testing/admin-users';
import { apiError, bodyOf, renderAdminComponent } from '../../testing/render-admin';
import { QuestionnaireApprovalsTab } from './questionnaire-approvals-tab';

const item: QuestionnaireReviewItem = {
  userId: 'u1',
  fullName: 'Khadija Bint',
  gender: 'female',
  submittedAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-02T10:00:00.000Z',
  reviewStatus: 'pending',
  reviewReason: null,
  needsReview: false,
};

const questionnaire: Questionnaire = {
  id: 'q1',
  userId: 'u1',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-02T10:00:00.000Z',
  reviewStatus: 'pending',
  reviewReason: null,
  reviewedAt: null,
  ...buildQuestionnaireAnswers('female', {
    practiceLevel: 'veryPracticing',
    prayerConsistency: 5,
    timelineToMarriage: 'sixMonths',
    polygamyViews: 'opposed',
    familyInvolvement: 'veryInvolved',
    communicationStyle: 'withWali',
    height: 165,
    weight: null,
  }),
};

const dialog = () => within(screen.getByRole('dialog'));
const openDialog = async () => {
  const row = within(rowOf(await screen.findByText('Khadija Bint')));
  fireEvent.click(row.getByRole('button', { name: /View Questionnaire/ }));
  return screen.findByRole('dialog');
};

/** Form dialogs and row selection are slow in jsdom, more so on a loaded machine. */
const SLOW = 60_000;

describe('questionnaire-approvals tab', () => {
  it('lists pending questionnaires and filters by status', async () => {
    const { fetchMock } = renderAdminComponent(QuestionnaireApprovalsTab, {
      'GET /api/admin/questionnaire-approvals': () =>
        json(200, [item, { ...item, userId: 'u2', fullName: 'Omar', needsReview: true }]),
    });
    const row = within(rowOf(await screen.findByText('Khadija Bint')));
    expect(row.getByText('Female')).toBeTruthy();
    expect(row.getByText('Pending')).toBeTruthy();
    expect(await screen.findByText('Needs re-review')).toBeTruthy();
    const urls = () =>
      fetchMock.mock.calls.map(([input]) => (input instanceof Request ? input.url : String(input)));
    expect(urls().some((url) => url.includes('status=pending'))).toBe(true);
    fireEvent.click(screen.getByText('All'));
    await waitFor(() => expect(urls().some((url) => url.includes('status=all'))).toBe(true));
  });

  it('shows the questionnaire section by section, readably, and approves it', async () => {
    const { callsTo } = renderAdminComponent(QuestionnaireApprovalsTab, {
      'GET /api/admin/questionnaire-approvals': () => json(200, [item]),
      'GET /api/admin/questionnaire/u1': () => json(200, questionnaire),
      'POST /api/admin/questionnaires/u1/approve': () =>
        json(200, { ...questionnaire, reviewStatus: 'approved' }),
    });
    await openDialog();
    expect(await dialog().findByText('Religious Practice')).toBeTruthy();
    expect(dialog().getByText('Questionnaire: Khadija Bint')).toBeTruthy();
    for (const title of ['What Matters Most', 'Marriage', 'Living Arrangements', 'Physical']) {
      expect(dialog().getByText(title)).toBeTruthy();
    }
    expect(dialog().getByText('Very practicing')).toBeTruthy();
    expect(dialog().getByText('Six months')).toBeTruthy();
    expect(dialog().getByText('Hijab level')).toBeTruthy();
    // A female member's questionnaire has no beard question.
    expect(dialog().queryByText('Beard level')).toBeNull();
    fireEvent.click(dialog().getByRole('button', { name: /Approve/ }));
    expect(await screen.findByText('Questionnaire approved')).toBeTruthy();
    expect(callsTo('POST /api/admin/questionnaires/u1/approve')).toHaveLength(1);
    await waitFor(() => expect(callsTo('GET /api/admin/questionnaire-approvals')).toHaveLength(2));
  });

  it(
    'rejects with a reason of at least 3 characters',
    async () => {
      const { callsTo } = renderAdminComponent(QuestionnaireApprovalsTab, {
        'GET /api/admin/questionnaire-approvals': () => json(200, [item]),
        'GET /api/admin/questionnaire/u1': () => json(200, questionnaire),
        'POST /api/admin/questionnaires/u1/reject': () =>
          json(200, { ...questionnaire, reviewStatus: 'rejected', reviewReason: 'Incomplete' }),
      });
      await openDialog();
      fireEvent.click(await dialog().findByRole('button', { name: /Reject/ }));
      fireEvent.click(dialog().getByRole('button', { name: 'Confirm Rejection' }));
      expect(await dialog().findByText('A reason is required')).toBeTruthy();
      fireEvent.change(dialog().getByLabelText('Reason for rejection'), {
        target: { value: 'no' },
      });
      fireEvent.click(dialog().getByRole('button', { name: 'Confirm Rejection' }));
      expect(await dialog().findByText('The reason must be at least 3 characters')).toBeTruthy();
      expect(callsTo('POST /api/admin/questionnaires/u1/reject')).toHaveLength(0);
      fireEvent.change(dialog().getByLabelText('Reason for rejection'), {
        target: { value: ' Answers are incomplete ' },
      });
      fireEvent.click(dialog().getByRole('button', { name: 'Confirm Rejection' }));
      expect(await screen.findByText('Questionnaire rejected')).toBeTruthy();
      expect(bodyOf(callsTo('POST /api/admin/questionnaires/u1/reject'))).toEqual({
        reason: 'Answers are incomplete',
      });
    },
    SLOW,
  );

  it('says "Could not load questionnaire data" when the questionnaire cannot be read', async () => {
    renderAdminComponent(QuestionnaireApprovalsTab, {
      'GET /api/admin/questionnaire-approvals': () => json(200, [item]),
      'GET /api/admin/questionnaire/u1': () => apiError(503, 'Profile service unavailable'),
    });
    await openDialog();
    expect(
      (await screen.findAllByText('Could not load questionnaire data')).length,
    ).toBeGreaterThan(0);
  });

  it('shows no questionnaire, silently, on a 404', async () => {
    renderAdminComponent(QuestionnaireApprovalsTab, {
      'GET /api/admin/questionnaire-approvals': () => json(200, [item]),
      'GET /api/admin/questionnaire/u1': () => apiError(404, 'No questionnaire yet'),
    });
    await openDialog();
    expect(await dialog().findByText('No questionnaire submitted')).toBeTruthy();
    expect(screen.queryByText('Could not load questionnaire data')).toBeNull();
  });
});
