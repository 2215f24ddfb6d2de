/**
 * Synthetic members for the matching system benchmark, shaped as rows of the matching service's
 * candidates read model, and a bulk loader for them. Seeded, so every run loads the same people.
 */
import { randomUUID } from 'node:crypto';
import {
  practiceLevels,
  questionnaireOptions,
  type Gender,
  type PracticeLevel,
  type QuestionnaireAnswers,
} from '@mithaq/contracts';
import type { Pool } from 'pg';

export interface SyntheticMember {
  userId: string;
  username: string;
  fullName: string;
  gender: Gender;
  lookingFor: Gender;
  dateOfBirth: string;
  nationality: string;
  ethnicity: string;
  countryOfResidence: string;
  educationLevel: string | null;
  /** The profile's practice level (registration), beside the questionnaire's own answer. */
  practiceLevel: PracticeLevel;
  answers: QuestionnaireAnswers;
}

/** mulberry32: small and seeded. */
export const seeded = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** The communities of the synthetic population; registration-style spellings. */
export const ETHNICITIES = ['Arab', 'Somali', 'Malay', 'Bangladeshi', 'Pakistani', 'Convert'];
export const COUNTRIES = [
  'United Kingdom',
  'United Kingdom',
  'United Kingdom',
  'Ireland',
  'France',
];
const MEN = ['Yusuf', 'Ibrahim', 'Omar', 'Bilal', 'Hamza', 'Idris', 'Zakariya', 'Musa'];
const WOMEN = ['Amina', 'Maryam', 'Khadija', 'Safiya', 'Hafsa', 'Zaynab', 'Ruqayya', 'Sumayya'];
const FAMILY = ['Rahman', 'Yusuf', 'Ali', 'Hassan', 'Abdi', 'Osman', 'Karim', 'Hussain'];
const EDUCATION = ['secondary', 'diploma', 'bachelor', 'master', 'doctorate'];

/** Varied answers over every option; a third state an age range, a few refuse other cultures. */
export const randomAnswers = (random: () => number, gender: Gender): QuestionnaireAnswers => {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
  const int = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  const o = questionnaireOptions;
  const minAge = random() < 0.35 ? int(18, 35) : null;
  const maxAge = random() < 0.35 ? Math.max(minAge ?? 18, int(25, 50)) : null;
  return {
    priorityReligiousness: int(1, 5),
    priorityEthnicity: int(1, 5),
    priorityEducation: int(1, 5),
    priorityAge: int(1, 5),
    practiceLevel: pick(o.practiceLevel),
    lookingForPracticeLevel: pick(o.lookingForPracticeLevel),
    prayerConsistency: random() < 0.15 ? null : int(0, 5),
    religiousCommunityInvolvement: pick(o.religiousCommunityInvolvement),
    readyForMarriage: random() < 0.9,
    timelineToMarriage: pick(o.timelineToMarriage),
    marriageExpectations: pick(o.marriageExpectations),
    disabilityOpenness: pick(o.disabilityOpenness),
    madhhab: pick(o.madhhab),
    polygamyViews: pick(o.polygamyViews),
    interculturalMarriage: random() < 0.15 ? 'no' : pick(['some', 'yes'] as const),
    familyInvolvement: pick(o.familyInvolvement),
    workAfterMarriage: pick(o.workAfterMarriage),
    childrenViews: pick(o.childrenViews),
    smokingAcceptable: random() < 0.2,
    communicationStyle: pick(o.communicationStyle),
    residentialStatus: pick(o.residentialStatus),
    livingArrangement: pick(o.livingArrangement),
    familyLivingWithYou: pick(o.familyLivingWithYou),
    relocateWilling: random() < 0.6,
    height: random() < 0.7 ? (gender === 'male' ? int(160, 195) : int(150, 180)) : null,
    weight: random() < 0.5 ? (gender === 'male' ? int(58, 110) : int(45, 90)) : null,
    complexion: pick(o.complexion),
    bodyType: pick(o.bodyType),
    fitnessLevel: pick(o.fitnessLevel),
    hijabLevel: gender === 'female' ? pick(o.hijabLevel) : null,
    beardLevel: gender === 'male' ? pick(o.beardLevel) : null,
    preferredAgeMin: minAge,
    preferredAgeMax: maxAge,
  };
};

/** `count` approved members, alternately women and men, each looking for the other sex. */
export const syntheticMembers = (count: number, seed: number): SyntheticMember[] => {
  const random = seeded(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
  const int = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  const two = (n: number): string => String(n).padStart(2, '0');
  return Array.from({ length: count }, (_, i) => {
    const gender: Gender = i % 2 === 0 ? 'female' : 'male';
    const userId = randomUUID();
    return {
      userId,
      username: `bench_${userId.slice(0, 8)}${userId.slice(9, 13)}`,
      fullName: `${pick(gender === 'female' ? WOMEN : MEN)} ${pick(FAMILY)}`,
      gender,
      lookingFor: gender === 'female' ? 'male' : 'female',
      dateOfBirth: `${int(1972, 2006)}-${two(int(1, 12))}-${two(int(1, 28))}`,
      nationality: pick(['British', 'Irish', 'French', 'Somali', 'Malaysian']),
      ethnicity: pick(ETHNICITIES),
      countryOfResidence: pick(COUNTRIES),
      educationLevel: random() < 0.15 ? null : pick(EDUCATION),
      practiceLevel: pick(practiceLevels),
      answers: randomAnswers(random, gender),
    };
  });
};

const BATCH = 2000;

/**
 * Inserts approved, eligible candidates rows straight into the matching database, as the read
 * model would hold them after registration, approval and an approved questionnaire.
 */
export const loadCandidates = async (db: Pool, members: readonly SyntheticMember[]) => {
  for (let start = 0; start < members.length; start += BATCH) {
    const part = members.slice(start, start + BATCH);
    const column = <T>(get: (m: SyntheticMember) => T): T[] => part.map(get);
    await db.query(
      `INSERT INTO candidates (user_id, username, email, role, full_name, gender, looking_for,
         date_of_birth, nationality, ethnicity, country_of_residence, marital_status,
         practice_level, education_level, height, bio, account_status, questionnaire_status,
         answers, account_at, account_status_at, profile_at, answers_at, questionnaire_status_at,
         version)
       SELECT u, n, n || '@example.com', 'seeker', f, g, l, d::date, nat, e, c, 'single',
              p, ed, (a->>'height')::integer,
              'A member of the benchmark community.', 'approved', 'approved', a,
              now(), now(), now(), now(), now(), nextval('candidates_version_seq')
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                     $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::jsonb[])
           AS t(u, n, f, g, l, d, nat, e, c, ed, p, a)`,
      [
        column((m) => m.userId),
        column((m) => m.username),
        column((m) => m.fullName),
        column((m) => m.gender),
        column((m) => m.lookingFor),
        column((m) => m.dateOfBirth),
        column((m) => m.nationality),
        column((m) => m.ethnicity),
        column((m) => m.countryOfResidence),
        column((m) => m.educationLevel),
        column((m) => m.practiceLevel),
        column((m) => JSON.stringify(m.answers)),
      ],
    );
  }
  await db.query('ANALYZE candidates');
};
