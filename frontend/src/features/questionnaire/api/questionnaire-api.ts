import type { Questionnaire, QuestionnaireAnswers } from '@mithaq/contracts';
import { api } from '../../../lib/api';

export type QuestionnaireSubmission = QuestionnaireAnswers & { userId: string };

/** GET/POST/PATCH /api/questionnaire (issue 4 API). */
export const questionnaireApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuestionnaire: build.query<Questionnaire, string>({
      query: (userId) => `api/questionnaire/${encodeURIComponent(userId)}`,
    }),
    submitQuestionnaire: build.mutation<Questionnaire, QuestionnaireSubmission>({
      query: (body) => ({ url: 'api/questionnaire', method: 'POST', body }),
    }),
    updateQuestionnaire: build.mutation<Questionnaire, QuestionnaireSubmission>({
      query: (body) => ({
        url: `api/questionnaire/${encodeURIComponent(body.userId)}`,
        method: 'PATCH',
        body,
      }),
    }),
  }),
});

export const {
  useGetQuestionnaireQuery,
  useSubmitQuestionnaireMutation,
  useUpdateQuestionnaireMutation,
} = questionnaireApi;
