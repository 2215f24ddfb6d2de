import { z } from 'zod';
import { Access } from '../access';
import { defineRoute } from '../http/route';
import { userIdSchema } from '../identity/schemas';
import type { Questionnaire } from './questionnaire';
import type { QuestionnaireReviewItem } from './rpc';
import {
  questionnaireAnswersInputSchema,
  questionnaireReviewQuerySchema,
  rejectQuestionnaireSchema,
} from './schemas';

const userIdParams = z.object({ userId: userIdSchema }).strict();

/** POST /api/questionnaire body: the answers plus the member they belong to. */
export const submitQuestionnaireBodySchema = questionnaireAnswersInputSchema.and(
  z.object({ userId: userIdSchema }),
);

/** The member's questionnaire, and the admin questionnaire review. */
export const ProfileRoutes = {
  getQuestionnaire: defineRoute<Questionnaire>()({
    method: 'GET',
    path: '/api/questionnaire/:userId',
    access: Access.SelfOrAdmin,
    owner: { in: 'params', key: 'userId' },
    params: userIdParams,
    tag: 'questionnaire',
    summary: 'A questionnaire: your own, or any for an admin (404 before one)',
  }),
  submitQuestionnaire: defineRoute<Questionnaire>()({
    method: 'POST',
    path: '/api/questionnaire',
    access: Access.Self,
    owner: { in: 'body', key: 'userId' },
    body: submitQuestionnaireBodySchema,
    tag: 'questionnaire',
    summary: 'Submit your questionnaire once (409 when already submitted)',
  }),
  updateQuestionnaire: defineRoute<Questionnaire>()({
    method: 'PATCH',
    path: '/api/questionnaire/:userId',
    access: Access.Self,
    owner: { in: 'params', key: 'userId' },
    params: userIdParams,
    body: questionnaireAnswersInputSchema,
    tag: 'questionnaire',
    summary: 'Replace your questionnaire answers (approved stays approved)',
  }),
  listReviews: defineRoute<QuestionnaireReviewItem[]>()({
    method: 'GET',
    path: '/api/admin/questionnaire-approvals',
    access: Access.Admin,
    query: questionnaireReviewQuerySchema,
    tag: 'admin',
    summary: 'Questionnaires by review state (default pending, incl. re-review)',
  }),
  adminGetQuestionnaire: defineRoute<Questionnaire>()({
    method: 'GET',
    path: '/api/admin/questionnaire/:userId',
    access: Access.Admin,
    params: userIdParams,
    tag: 'admin',
    summary: "A member's questionnaire",
  }),
  // 200, not 201: a review changes an existing questionnaire.
  approveQuestionnaire: defineRoute<Questionnaire>()({
    method: 'POST',
    path: '/api/admin/questionnaires/:userId/approve',
    access: Access.Admin,
    params: userIdParams,
    status: 200,
    tag: 'admin',
    summary: 'Approve a questionnaire (clears a re-review flag)',
  }),
  rejectQuestionnaire: defineRoute<Questionnaire>()({
    method: 'POST',
    path: '/api/admin/questionnaires/:userId/reject',
    access: Access.Admin,
    params: userIdParams,
    body: rejectQuestionnaireSchema,
    status: 200,
    tag: 'admin',
    summary: 'Reject a questionnaire with a reason (3–500 characters)',
  }),
} as const;
