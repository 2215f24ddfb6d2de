import { profileCompletionOf } from './completion';

const LONG_BIO = 'Pharmacist in Middlesbrough who loves hiking.';
const WALI = 'Brother Abdi, 07700 900123';

describe('profileCompletionOf', () => {
  it('is 100 when nothing is missing', () => {
    expect(
      profileCompletionOf({ bio: LONG_BIO, waliContact: WALI, questionnaireCompleted: true }),
    ).toBe(100);
  });

  it.each([
    ['a missing bio', { bio: null }, 85],
    ['an empty bio', { bio: '' }, 85],
    ['a bio under 20 characters', { bio: 'x'.repeat(19) }, 85],
    ['a bio of 20 spaces', { bio: ' '.repeat(20) }, 85],
    ['no wali contact', { waliContact: null }, 90],
    ['an empty wali contact', { waliContact: '' }, 90],
    ['an incomplete questionnaire', { questionnaireCompleted: false }, 70],
  ])('takes off its penalty for %s', (_label, change, expected) => {
    expect(
      profileCompletionOf({
        bio: LONG_BIO,
        waliContact: WALI,
        questionnaireCompleted: true,
        ...change,
      }),
    ).toBe(expected);
  });

  it('counts a bio of exactly 20 characters as written', () => {
    expect(
      profileCompletionOf({ bio: 'x'.repeat(20), waliContact: WALI, questionnaireCompleted: true }),
    ).toBe(100);
  });

  it('adds the penalties up', () => {
    expect(
      profileCompletionOf({ bio: 'short', waliContact: null, questionnaireCompleted: true }),
    ).toBe(75);
    expect(
      profileCompletionOf({ bio: LONG_BIO, waliContact: null, questionnaireCompleted: false }),
    ).toBe(60);
    expect(
      profileCompletionOf({ bio: null, waliContact: WALI, questionnaireCompleted: false }),
    ).toBe(55);
    expect(
      profileCompletionOf({
        bio: undefined,
        waliContact: undefined,
        questionnaireCompleted: false,
      }),
    ).toBe(45);
  });

  it('never goes below 0 and stays within 0–100', () => {
    for (const bio of [null, 'short', LONG_BIO]) {
      for (const waliContact of [null, WALI]) {
        for (const questionnaireCompleted of [false, true]) {
          const value = profileCompletionOf({ bio, waliContact, questionnaireCompleted });
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
      }
    }
  });
});
