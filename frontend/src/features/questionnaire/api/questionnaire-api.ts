import { ProfileRoutes, type QuestionnaireAnswers, type RouteReply } from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest } from '../../../lib/route-request';

const routes = ProfileRoutes;

export type QuestionnaireSubmission = QuestionnaireAnswers & { userId: string };

/** What saving answers changes: the stored answers, the user's completion and the review list. */
const savedTags = (userId: string) => [
  { type: 'Questionnaire' as const, id: userId },
  'CurrentUser' as const,
  'QuestionnaireReviews' as const,
];

/** The member's own questionnaire: read it, submit it once, then update it. */
export const questionnaireApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuestionnaire: build.query<RouteReply<typeof routes.getQuestionnaire>, string>({
      query: (userId) => routeRequest(routes.getQuestionnaire, { params: { userId } }),
      providesTags: (_reply, _error, userId) => [{ type: 'Questionnaire', id: userId }],
    }),
    submitQuestionnaire: build.mutation<
      RouteReply<typeof routes.submitQuestionnaire>,
      QuestionnaireSubmission
    >({
      query: (body) => routeRequest(routes.submitQuestionnaire, { body }),
      invalidatesTags: (_reply, error, { userId }) => (error ? [] : savedTags(userId)),
    }),
    updateQuestionnaire: build.mutation<
      RouteReply<typeof routes.updateQuestionnaire>,
      QuestionnaireSubmission
    >({
      query: (body) =>
        routeRequest(routes.updateQuestionnaire, { params: { userId: body.userId }, body }),
      invalidatesTags: (_reply, error, { userId }) => (error ? [] : savedTags(userId)),
    }),
  }),
});

export const {
  useGetQuestionnaireQuery,
  useSubmitQuestionnaireMutation,
  useUpdateQuestionnaireMutation,
} = questionnaireApi;
