import {
  QUESTIONNAIRE_PRIORITY_DEFAULTS,
  questionnaireOptions,
  type QuestionnaireAnswers,
  type QuestionnaireField,
} from '@mithaq/contracts';
import type { ChoiceField } from './question-labels';

export type Question =
  | { kind: 'priority'; label: string }
  | { kind: 'slider'; label: string }
  | { kind: 'choice'; label: string; choice: ChoiceField }
  | { kind: 'boolean'; label: string }
  | { kind: 'number'; label: string; unit?: string };

/** How each answer is asked: priorities 1–5, other sliders 3–5 stops. */
export const questions: Record<QuestionnaireField, Question> = {
  priorityReligiousness: { kind: 'priority', label: 'Importance of religiousness' },
  priorityEthnicity: { kind: 'priority', label: 'Importance of ethnicity' },
  priorityEducation: { kind: 'priority', label: 'Importance of education' },
  priorityAge: { kind: 'priority', label: 'Importance of age' },
  practiceLevel: { kind: 'choice', label: 'Your practice level', choice: 'practiceLevel' },
  lookingForPracticeLevel: {
    kind: 'choice',
    label: "Your spouse's practice level",
    choice: 'lookingForPracticeLevel',
  },
  prayerConsistency: { kind: 'slider', label: 'Prayer consistency' },
  religiousCommunityInvolvement: {
    kind: 'choice',
    label: 'Religious community involvement',
    choice: 'religiousCommunityInvolvement',
  },
  readyForMarriage: { kind: 'boolean', label: 'Are you ready for marriage?' },
  timelineToMarriage: {
    kind: 'choice',
    label: 'Timeline to marriage',
    choice: 'timelineToMarriage',
  },
  marriageExpectations: {
    kind: 'choice',
    label: 'What do you most expect from marriage?',
    choice: 'marriageExpectations',
  },
  disabilityOpenness: {
    kind: 'choice',
    label: 'Openness to a spouse with a disability',
    choice: 'disabilityOpenness',
  },
  madhhab: { kind: 'choice', label: 'Madhhab', choice: 'madhhab' },
  polygamyViews: { kind: 'choice', label: 'Views on polygamy', choice: 'polygamyViews' },
  interculturalMarriage: {
    kind: 'choice',
    label: 'Intercultural marriage',
    choice: 'interculturalMarriage',
  },
  familyInvolvement: {
    kind: 'choice',
    label: 'Family involvement',
    choice: 'familyInvolvement',
  },
  workAfterMarriage: {
    kind: 'choice',
    label: 'Work after marriage',
    choice: 'workAfterMarriage',
  },
  childrenViews: { kind: 'choice', label: 'Children', choice: 'childrenViews' },
  smokingAcceptable: { kind: 'boolean', label: 'Is smoking acceptable?' },
  communicationStyle: {
    kind: 'choice',
    label: 'Preferred communication style',
    choice: 'communicationStyle',
  },
  residentialStatus: {
    kind: 'choice',
    label: 'Residential status',
    choice: 'residentialStatus',
  },
  livingArrangement: {
    kind: 'choice',
    label: 'Living arrangement after marriage',
    choice: 'livingArrangement',
  },
  familyLivingWithYou: {
    kind: 'choice',
    label: 'Who lives with you?',
    choice: 'familyLivingWithYou',
  },
  relocateWilling: { kind: 'boolean', label: 'Would you relocate?' },
  height: { kind: 'number', label: 'Height (cm)' },
  weight: { kind: 'number', label: 'Weight (kg)' },
  complexion: { kind: 'choice', label: 'Complexion', choice: 'complexion' },
  bodyType: { kind: 'choice', label: 'Body type', choice: 'bodyType' },
  fitnessLevel: { kind: 'choice', label: 'Fitness level', choice: 'fitnessLevel' },
  hijabLevel: { kind: 'choice', label: 'Do you wear hijab?', choice: 'hijabLevel' },
  beardLevel: { kind: 'choice', label: 'Beard length', choice: 'beardLevel' },
  preferredAgeMin: { kind: 'number', label: 'Preferred minimum age' },
  preferredAgeMax: { kind: 'number', label: 'Preferred maximum age' },
};

/** Radios for short option lists, a select for longer ones. */
export const usesRadios = (choice: ChoiceField): boolean =>
  questionnaireOptions[choice].length <= 4;

export type QuestionnaireDraft = Partial<Record<QuestionnaireField, unknown>>;

/** A new questionnaire: the slider defaults, everything else unanswered. */
export const initialDraft = (): QuestionnaireDraft => ({
  ...QUESTIONNAIRE_PRIORITY_DEFAULTS,
  prayerConsistency: 3,
  height: null,
  weight: null,
  preferredAgeMin: null,
  preferredAgeMax: null,
});

/** Numeric inputs become integers; an empty input becomes null. */
export const toInteger = (value: unknown): unknown => {
  if (value === undefined || value === null) {
    return null;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? Math.trunc(value) : null;
  }
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') {
      return null;
    }
    const parsed = Number(trimmed);
    return Number.isFinite(parsed) ? Math.trunc(parsed) : value;
  }
  return value;
};

const answerKeys = Object.keys(questions) as QuestionnaireField[];

/** The stored answers of a questionnaire, without its id, userId and review fields. */
export const answersOf = (stored: Partial<QuestionnaireAnswers>): QuestionnaireDraft =>
  Object.fromEntries(answerKeys.filter((key) => key in stored).map((key) => [key, stored[key]]));

/** The draft with numbers made integers, ready for the schema. */
export const normaliseDraft = (draft: QuestionnaireDraft): QuestionnaireDraft => {
  const out: QuestionnaireDraft = { ...draft };
  for (const key of answerKeys) {
    if (questions[key].kind === 'number') {
      out[key] = toInteger(draft[key]);
    }
  }
  return out;
};
