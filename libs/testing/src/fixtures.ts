import { buildQuestionnaireAnswers, type QuestionnaireAnswers } from '@mithaq/contracts';

/** A complete, valid questionnaire of a male member (beardLevel set, hijabLevel null). */
export const maleQuestionnaireAnswers: QuestionnaireAnswers = buildQuestionnaireAnswers('male', {
  height: 178,
  weight: 76,
  preferredAgeMin: 24,
  preferredAgeMax: 33,
});
