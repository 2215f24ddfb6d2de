import { ageOn } from './age';
import { DEALBREAKERS, blockKey, hardFilterRejection, passesHardFilters } from './filters';
import { makeCandidate } from '../test/candidates';

const today = '2026-11-21';
const none = { blocked: new Set<string>(), today };
const man = makeCandidate({ userId: 'm' });
const woman = makeCandidate({ userId: 'w', gender: 'female' });

describe('ageOn', () => {
  it('counts a birthday only once it has been reached', () => {
    expect(ageOn('2000-11-21', today)).toBe(26);
    expect(ageOn('2000-11-22', today)).toBe(25);
    expect(ageOn('2000-12-01', today)).toBe(25);
  });
});

describe('passesHardFilters', () => {
  it('accepts a compatible pair in both directions', () => {
    expect(passesHardFilters(man, woman, none)).toBe(true);
    expect(passesHardFilters(woman, man, none)).toBe(true);
  });

  it('rejects the same person', () => {
    expect(hardFilterRejection(man, man, none)).toBe('Same member');
  });

  it('rejects a pair whose lookingFor does not match the other gender', () => {
    const otherMan = makeCandidate({ userId: 'm2' });
    expect(hardFilterRejection(man, otherMan, none)).toBe('Not looking for each other');
    const oneSided = makeCandidate({ userId: 'w2', gender: 'female', lookingFor: 'female' });
    expect(passesHardFilters(man, oneSided, none)).toBe(false);
  });

  it('rejects members not approved or with an unapproved questionnaire', () => {
    expect(hardFilterRejection(man, { ...woman, isApproved: false }, none)).toBe(
      'Member not approved',
    );
    expect(hardFilterRejection({ ...man, questionnaireApproved: false }, woman, none)).toBe(
      'Questionnaire not approved',
    );
  });

  it('rejects a blocked pair whichever side blocked', () => {
    const blocked = new Set([blockKey('w', 'm')]);
    expect(hardFilterRejection(man, woman, { blocked, today })).toBe('Blocked');
    expect(hardFilterRejection(woman, man, { blocked, today })).toBe('Blocked');
  });
});

describe('DEALBREAKERS', () => {
  const reasonOf = (name: string): string =>
    DEALBREAKERS.find((rule) => rule.name === name)?.reason ?? '';

  it('lists each rule once with a human reason', () => {
    expect(DEALBREAKERS.map((rule) => rule.name)).toEqual([
      'preferredAgeRange',
      'interculturalMarriage',
      'relocation',
    ]);
    for (const rule of DEALBREAKERS) expect(rule.reason.length).toBeGreaterThan(10);
  });

  it('rejects a candidate outside either side’s preferred age range', () => {
    // The man is 31 on `today`.
    const tooOld = makeCandidate({
      userId: 'w',
      gender: 'female',
      answers: { preferredAgeMax: 30 },
    });
    expect(hardFilterRejection(man, tooOld, none)).toBe(reasonOf('preferredAgeRange'));
    const tooYoung = makeCandidate({
      userId: 'w',
      gender: 'female',
      answers: { preferredAgeMin: 32 },
    });
    expect(hardFilterRejection(tooYoung, man, none)).toBe(reasonOf('preferredAgeRange'));
    const fits = makeCandidate({
      userId: 'w',
      gender: 'female',
      answers: { preferredAgeMin: 31, preferredAgeMax: 31 },
    });
    expect(passesHardFilters(man, fits, none)).toBe(true);
  });

  it('rejects "no" to intercultural marriage only across different ethnicities', () => {
    const refuses = makeCandidate({
      userId: 'w',
      gender: 'female',
      answers: { interculturalMarriage: 'no' },
    });
    expect(passesHardFilters(man, refuses, none)).toBe(true);
    expect(hardFilterRejection(man, { ...refuses, ethnicity: 'somali' }, none)).toBe(
      reasonOf('interculturalMarriage'),
    );
  });

  it('rejects different countries only when neither side would relocate', () => {
    const stays = { ...man, answers: { ...man.answers, relocateWilling: false } };
    const abroad = {
      ...woman,
      countryOfResidence: 'FR',
      answers: { ...woman.answers, relocateWilling: false },
    };
    expect(hardFilterRejection(stays, abroad, none)).toBe(reasonOf('relocation'));
    expect(passesHardFilters(man, abroad, none)).toBe(true);
    expect(passesHardFilters(stays, { ...abroad, countryOfResidence: 'GB' }, none)).toBe(true);
  });
});
