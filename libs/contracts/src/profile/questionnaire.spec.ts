import { fieldErrorsOf } from '../validation';
import { questionnaireSchemaFor, questionnaireSections, sectionFieldsFor } from './questionnaire';
import { buildQuestionnaireAnswers } from './sample-answers';

const valid = buildQuestionnaireAnswers('male');
const female = buildQuestionnaireAnswers('female');

const errorsOf = (answers: Record<string, unknown>, gender: 'male' | 'female' = 'male') => {
  const result = questionnaireSchemaFor(gender).safeParse(answers);
  return result.success ? {} : fieldErrorsOf(result.error);
};

/** Invalid values per section: each must be refused on its own field with a message. */
const invalid: Record<string, unknown[]> = {
  priorityReligiousness: [0, 6, 2.5, '5', null],
  priorityEthnicity: [0, 6],
  priorityEducation: [-1, 10],
  priorityAge: [0, 'high'],
  practiceLevel: ['moderatelyPracticing', '', 3, null],
  lookingForPracticeLevel: ['same'],
  prayerConsistency: [-1, 6, 2.5, '3'],
  religiousCommunityInvolvement: ['sometimes', undefined],
  readyForMarriage: ['yes', 1, null],
  timelineToMarriage: ['tomorrow'],
  marriageExpectations: ['money'],
  disabilityOpenness: ['maybe'],
  madhhab: ['salafi'],
  polygamyViews: ['yes'],
  interculturalMarriage: ['maybe'],
  familyInvolvement: ['involved'],
  workAfterMarriage: ['fullTime'],
  childrenViews: ['none'],
  smokingAcceptable: ['no'],
  communicationStyle: ['phone'],
  residentialStatus: ['hotel'],
  livingArrangement: ['withParents'],
  familyLivingWithYou: ['pets'],
  relocateWilling: ['sure'],
  height: [119, 231, 170.5],
  weight: [29, 251],
  complexion: ['green'],
  bodyType: ['tall'],
  fitnessLevel: ['extreme'],
  beardLevel: ['long'],
  preferredAgeMin: [17, 100],
  preferredAgeMax: [17, 100],
};

describe('questionnaire schema', () => {
  it('accepts complete answers for a man and for a woman', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf(female, 'female')).toEqual({});
  });

  it('accepts null for the optional numbers', () => {
    expect(
      errorsOf({
        ...valid,
        prayerConsistency: null,
        height: null,
        weight: null,
        preferredAgeMin: null,
        preferredAgeMax: null,
      }),
    ).toEqual({});
  });

  questionnaireSections.forEach((section, index) => {
    describe(`section ${index} (${section.key})`, () => {
      for (const field of sectionFieldsFor(index, 'male')) {
        for (const value of invalid[field] ?? []) {
          it(`refuses ${field} = ${JSON.stringify(value)} with a message`, () => {
            const errors = errorsOf({ ...valid, [field]: value });
            expect(typeof errors[field]).toBe('string');
            expect(errors[field]?.length).toBeGreaterThan(5);
          });
        }
      }
    });
  });

  it('has invalid cases for every field of every section', () => {
    const fields = questionnaireSections.flatMap((section) => [...section.fields]);
    for (const field of fields.filter((f) => f !== 'hijabLevel')) {
      expect(invalid[field]?.length).toBeGreaterThan(0);
    }
  });

  it('refuses hijabLevel from a man and asks for his beard length', () => {
    expect(errorsOf({ ...valid, hijabLevel: 'always' })).toEqual({
      hijabLevel: 'Hijab is only asked of female members',
    });
    expect(errorsOf({ ...valid, beardLevel: null })).toEqual({
      beardLevel: 'Please choose a beard length',
    });
  });

  it('requires hijabLevel from a woman and refuses a beard length', () => {
    expect(errorsOf({ ...female, hijabLevel: null }, 'female')).toEqual({
      hijabLevel: 'Please choose how you wear hijab',
    });
    expect(errorsOf({ ...female, hijabLevel: 'sometimes', beardLevel: 'full' }, 'female')).toEqual({
      beardLevel: 'Beard length is only asked of male members',
    });
    expect(errorsOf({ ...female, hijabLevel: 'veil' }, 'female').hijabLevel).toBe(
      'Please choose how you wear hijab',
    );
  });

  it('refuses a preferred maximum age below the minimum, accepts equal ages', () => {
    expect(errorsOf({ ...valid, preferredAgeMin: 40, preferredAgeMax: 30 })).toEqual({
      preferredAgeMax: 'Preferred maximum age must not be below the minimum',
    });
    expect(errorsOf({ ...valid, preferredAgeMin: 30, preferredAgeMax: 30 })).toEqual({});
    expect(errorsOf({ ...valid, preferredAgeMin: 40, preferredAgeMax: null })).toEqual({});
  });

  it('refuses unknown fields', () => {
    expect(Object.keys(errorsOf({ ...valid, favouriteColour: 'blue' }))).toHaveLength(1);
  });
});
