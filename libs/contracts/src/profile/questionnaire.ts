import { z } from 'zod';
import type { Gender } from '../enums';

/** Enumerations of the questionnaire. */
export const questionnaireOptions = {
  practiceLevel: ['learning', 'moderate', 'practicing', 'veryPracticing'],
  lookingForPracticeLevel: ['less', 'equally', 'more', 'any'],
  religiousCommunityInvolvement: ['none', 'occasional', 'regular', 'active'],
  timelineToMarriage: ['immediate', 'sixMonths', 'oneYear', 'twoYears', 'longTerm'],
  marriageExpectations: [
    'companionship',
    'children',
    'religious',
    'stability',
    'partnership',
    'tradition',
  ],
  disabilityOpenness: ['no', 'mild', 'dependent', 'yes'],
  madhhab: ['hanafi', 'maliki', 'shafii', 'hanbali', 'other', 'none'],
  polygamyViews: ['opposed', 'notPreferred', 'conditional', 'open'],
  interculturalMarriage: ['no', 'some', 'yes'],
  familyInvolvement: ['notInvolved', 'minimallyInvolved', 'moderatelyInvolved', 'veryInvolved'],
  workAfterMarriage: ['no', 'flexible', 'partTime', 'yes'],
  childrenViews: ['noChildren', 'undecided', 'few', 'many'],
  communicationStyle: ['withWali', 'waliPresent', 'groupSetting', 'direct'],
  residentialStatus: [
    'ownHome',
    'rentingAlone',
    'rentingWithOthers',
    'withParents',
    'withFamily',
    'studentAccommodation',
    'other',
  ],
  livingArrangement: ['withWifesFamily', 'withHusbandsFamily', 'flexible', 'ownHome'],
  familyLivingWithYou: [
    'liveAlone',
    'bothParents',
    'oneParent',
    'siblings',
    'extendedFamily',
    'roommates',
    'otherFamily',
  ],
  complexion: ['veryFair', 'fair', 'medium', 'olive', 'tan', 'brown', 'dark'],
  bodyType: ['slim', 'athletic', 'average', 'muscular', 'full'],
  fitnessLevel: ['veryActive', 'active', 'moderate', 'light', 'sedentary'],
  hijabLevel: ['no', 'planning', 'sometimes', 'mostly', 'always'],
  beardLevel: ['none', 'short', 'medium', 'full'],
} as const;

type Options = typeof questionnaireOptions;
const choice = <K extends keyof Options>(key: K, label: string) =>
  z.enum(questionnaireOptions[key] as unknown as [Options[K][number], ...Options[K][number][]], {
    error: `Please choose ${label}`,
  });

const priority = (label: string) =>
  z
    .number({ error: `${label} must be a number from 1 to 5` })
    .int(`${label} must be a whole number from 1 to 5`)
    .min(1, `${label} must be from 1 to 5`)
    .max(5, `${label} must be from 1 to 5`);

/** A whole number in range, or null when the member leaves it empty. */
const optionalInt = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .nullable();

export const QUESTIONNAIRE_PRIORITY_DEFAULTS = {
  priorityReligiousness: 5,
  priorityEthnicity: 3,
  priorityEducation: 3,
  priorityAge: 2,
} as const;

/** Every answer of the questionnaire, without the gender rule (see questionnaireSchemaFor). */
export const questionnaireAnswersSchema = z.object({
  // Section 0: algorithm weights
  priorityReligiousness: priority('Importance of religiousness'),
  priorityEthnicity: priority('Importance of ethnicity'),
  priorityEducation: priority('Importance of education'),
  priorityAge: priority('Importance of age'),
  // Section 1: religious
  practiceLevel: choice('practiceLevel', 'your practice level'),
  lookingForPracticeLevel: choice('lookingForPracticeLevel', "your spouse's practice level"),
  prayerConsistency: optionalInt('Prayer consistency', 0, 5),
  religiousCommunityInvolvement: choice(
    'religiousCommunityInvolvement',
    'your community involvement',
  ),
  // Section 2: marriage
  readyForMarriage: z.boolean({ error: 'Please say whether you are ready for marriage' }),
  timelineToMarriage: choice('timelineToMarriage', 'a timeline'),
  marriageExpectations: choice('marriageExpectations', 'what you most expect from marriage'),
  disabilityOpenness: choice('disabilityOpenness', 'your openness to disability'),
  // Section 3: beliefs
  madhhab: choice('madhhab', 'a madhhab'),
  polygamyViews: choice('polygamyViews', 'your view on polygamy'),
  // Section 4: family
  interculturalMarriage: choice('interculturalMarriage', 'your view on intercultural marriage'),
  familyInvolvement: choice('familyInvolvement', 'how involved your family will be'),
  // Section 5: lifestyle
  workAfterMarriage: choice('workAfterMarriage', 'your view on work after marriage'),
  childrenViews: choice('childrenViews', 'your view on children'),
  smokingAcceptable: z.boolean({ error: 'Please say whether smoking is acceptable' }),
  // Section 6: communication
  communicationStyle: choice('communicationStyle', 'a communication style'),
  // Section 7: living
  residentialStatus: choice('residentialStatus', 'your residential status'),
  livingArrangement: choice('livingArrangement', 'a living arrangement'),
  familyLivingWithYou: choice('familyLivingWithYou', 'who lives with you'),
  relocateWilling: z.boolean({ error: 'Please say whether you would relocate' }),
  // Section 8: physical
  height: optionalInt('Height', 120, 230),
  weight: optionalInt('Weight', 30, 250),
  complexion: choice('complexion', 'a complexion'),
  bodyType: choice('bodyType', 'a body type'),
  fitnessLevel: choice('fitnessLevel', 'a fitness level'),
  hijabLevel: choice('hijabLevel', 'how you wear hijab').nullable().optional(),
  beardLevel: choice('beardLevel', 'a beard length').nullable().optional(),
  preferredAgeMin: optionalInt('Preferred minimum age', 18, 99),
  preferredAgeMax: optionalInt('Preferred maximum age', 18, 99),
});
export type QuestionnaireAnswers = z.output<typeof questionnaireAnswersSchema>;
export type QuestionnaireField = keyof QuestionnaireAnswers;

/**
 * The answers with the rules that span fields: hijabLevel for female members only and required
 * for them, beardLevel for everyone else, and an ordered preferred age range.
 */
export const questionnaireSchemaFor = (gender: Gender) =>
  questionnaireAnswersSchema.strict().superRefine((answers, ctx) => {
    if (gender === 'female') {
      if (!answers.hijabLevel) {
        ctx.addIssue({
          code: 'custom',
          path: ['hijabLevel'],
          message: 'Please choose how you wear hijab',
        });
      }
      if (answers.beardLevel !== null && answers.beardLevel !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['beardLevel'],
          message: 'Beard length is only asked of male members',
        });
      }
    } else {
      if (!answers.beardLevel) {
        ctx.addIssue({
          code: 'custom',
          path: ['beardLevel'],
          message: 'Please choose a beard length',
        });
      }
      if (answers.hijabLevel !== null && answers.hijabLevel !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['hijabLevel'],
          message: 'Hijab is only asked of female members',
        });
      }
    }
    if (
      typeof answers.preferredAgeMin === 'number' &&
      typeof answers.preferredAgeMax === 'number' &&
      answers.preferredAgeMin > answers.preferredAgeMax
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['preferredAgeMax'],
        message: 'Preferred maximum age must not be below the minimum',
      });
    }
  });

/** The nine sections in the order members fill them, with the fields Next validates. */
export const questionnaireSections = [
  {
    key: 'algorithm_weights',
    title: 'What Matters Most',
    fields: ['priorityReligiousness', 'priorityEthnicity', 'priorityEducation', 'priorityAge'],
  },
  {
    key: 'religious',
    title: 'Religious Practice',
    fields: [
      'practiceLevel',
      'lookingForPracticeLevel',
      'prayerConsistency',
      'religiousCommunityInvolvement',
    ],
  },
  {
    key: 'marriage',
    title: 'Marriage',
    fields: [
      'readyForMarriage',
      'timelineToMarriage',
      'marriageExpectations',
      'disabilityOpenness',
    ],
  },
  { key: 'beliefs', title: 'Beliefs', fields: ['madhhab', 'polygamyViews'] },
  { key: 'family', title: 'Family', fields: ['interculturalMarriage', 'familyInvolvement'] },
  {
    key: 'lifestyle',
    title: 'Lifestyle',
    fields: ['workAfterMarriage', 'childrenViews', 'smokingAcceptable'],
  },
  { key: 'communication', title: 'Communication', fields: ['communicationStyle'] },
  {
    key: 'living',
    title: 'Living Arrangements',
    fields: ['residentialStatus', 'livingArrangement', 'familyLivingWithYou', 'relocateWilling'],
  },
  {
    key: 'physical',
    title: 'Physical',
    fields: [
      'height',
      'weight',
      'complexion',
      'bodyType',
      'fitnessLevel',
      'hijabLevel',
      'beardLevel',
      'preferredAgeMin',
      'preferredAgeMax',
    ],
  },
] as const satisfies readonly {
  key: string;
  title: string;
  fields: readonly QuestionnaireField[];
}[];

/** The fields Next checks on a section for a member of this gender (hijab or beard, not both). */
export const sectionFieldsFor = (index: number, gender: Gender): QuestionnaireField[] =>
  (questionnaireSections[index]?.fields ?? []).filter((field) =>
    field === 'hijabLevel'
      ? gender === 'female'
      : field === 'beardLevel'
        ? gender !== 'female'
        : true,
  );

export const questionnaireReviewStatuses = ['pending', 'approved', 'rejected'] as const;
export type QuestionnaireReviewStatus = (typeof questionnaireReviewStatuses)[number];

/** A stored questionnaire as the API returns it. */
export type Questionnaire = QuestionnaireAnswers & {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
  reviewStatus: QuestionnaireReviewStatus;
  reviewReason: string | null;
  reviewedAt: string | null;
};
