import { randomUUID } from 'node:crypto';
import { buildQuestionnaireAnswers, type Gender } from '@mithaq/contracts';
import type { Pool } from 'pg';

const COMMUNITIES = ['Arab', 'Somali', 'Malay', 'Bangladeshi', 'Pakistani'];

/** A small seeded generator (xorshift), so every run recomputes the same population. */
const generator = (seed: number): (() => number) => {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
};

/**
 * Approved candidates straight in the matching read model (as registration, approval and an
 * approved questionnaire would leave them): enough of them that a full recompute takes several
 * chunks. Ages, heights, age ranges and communities vary, so scores and levels differ.
 */
export const insertCandidates = async (db: Pool, count: number, seed: number): Promise<void> => {
  const random = generator(seed);
  const between = (min: number, max: number): number => min + Math.floor(random() * (max - min));
  const rows = Array.from({ length: count }, (_, index) => {
    const gender: Gender = index % 2 === 0 ? 'female' : 'male';
    const answers = buildQuestionnaireAnswers(gender, {
      height: gender === 'female' ? between(150, 178) : between(162, 195),
      weight: between(50, 100),
      preferredAgeMin: between(20, 30),
      preferredAgeMax: between(31, 45),
    });
    return {
      id: randomUUID(),
      gender,
      dob: `${between(1980, 2004)}-0${between(1, 9)}-1${between(0, 9)}`,
      community: COMMUNITIES[between(0, COMMUNITIES.length)] ?? 'Arab',
      answers,
    };
  });
  await db.query(
    `INSERT INTO candidates (user_id, username, email, role, full_name, gender, looking_for,
       date_of_birth, nationality, ethnicity, country_of_residence, marital_status,
       practice_level, education_level, height, bio, account_status, questionnaire_status,
       answers, account_at, account_status_at, profile_at, answers_at, questionnaire_status_at,
       version)
     SELECT u, 'fault_' || substr(u::text, 1, 12), 'fault_' || u || '@example.com', 'seeker',
            'Fault Member', g, CASE g WHEN 'female' THEN 'male' ELSE 'female' END, d::date,
            'British', e, 'United Kingdom', 'single', 'practicing', 'bachelor',
            (a->>'height')::integer, 'A member of the fault suite.', 'approved', 'approved', a,
            now(), now(), now(), now(), now(), nextval('candidates_version_seq')
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::jsonb[]) AS t(u, g, d, e, a)`,
    [
      rows.map((row) => row.id),
      rows.map((row) => row.gender),
      rows.map((row) => row.dob),
      rows.map((row) => row.community),
      rows.map((row) => JSON.stringify(row.answers)),
    ],
  );
  await db.query('ANALYZE candidates');
};
