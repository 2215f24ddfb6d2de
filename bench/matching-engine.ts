/**
 * Throughput of matchMember over synthetic members, printed beside two baselines in the same run:
 * the hard filters alone (the floor any scorer pays) and a naive scorer that counts equal answers
 * (what the weighted reciprocal scoring costs on top). Prints figures; asserts nothing.
 */
import { questionnaireOptions } from '@mithaq/contracts';
import type { QuestionnaireAnswers } from '@mithaq/contracts';
import {
  DEFAULT_THRESHOLDS,
  DEFAULT_WEIGHTS,
  blockKey,
  matchMember,
  passesHardFilters,
} from '@mithaq/matching-engine';
import type { Candidate } from '@mithaq/matching-engine';

const CANDIDATES = Number(process.env['BENCH_CANDIDATES'] ?? 2000);
const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 200);
const SEED = Number(process.env['BENCH_SEED'] ?? 42);
const TODAY = '2026-11-21';

/** mulberry32: small, seeded, so every run scores the same population. */
const prng = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const random = prng(SEED);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
const int = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
const o = questionnaireOptions;

const synthetic = (i: number): Candidate => {
  const gender = i % 2 === 0 ? 'male' : 'female';
  const year = int(1975, 2005);
  const minAge = random() < 0.5 ? int(18, 35) : null;
  const answers: QuestionnaireAnswers = {
    priorityReligiousness: int(1, 5),
    priorityEthnicity: int(1, 5),
    priorityEducation: int(1, 5),
    priorityAge: int(1, 5),
    practiceLevel: pick(o.practiceLevel),
    lookingForPracticeLevel: pick(o.lookingForPracticeLevel),
    prayerConsistency: random() < 0.2 ? null : int(0, 5),
    religiousCommunityInvolvement: pick(o.religiousCommunityInvolvement),
    readyForMarriage: random() < 0.9,
    timelineToMarriage: pick(o.timelineToMarriage),
    marriageExpectations: pick(o.marriageExpectations),
    disabilityOpenness: pick(o.disabilityOpenness),
    madhhab: pick(o.madhhab),
    polygamyViews: pick(o.polygamyViews),
    interculturalMarriage: pick(o.interculturalMarriage),
    familyInvolvement: pick(o.familyInvolvement),
    workAfterMarriage: pick(o.workAfterMarriage),
    childrenViews: pick(o.childrenViews),
    smokingAcceptable: random() < 0.2,
    communicationStyle: pick(o.communicationStyle),
    residentialStatus: pick(o.residentialStatus),
    livingArrangement: pick(o.livingArrangement),
    familyLivingWithYou: pick(o.familyLivingWithYou),
    relocateWilling: random() < 0.5,
    height: null,
    weight: null,
    complexion: pick(o.complexion),
    bodyType: pick(o.bodyType),
    fitnessLevel: pick(o.fitnessLevel),
    hijabLevel: gender === 'female' ? pick(o.hijabLevel) : null,
    beardLevel: gender === 'female' ? null : pick(o.beardLevel),
    preferredAgeMin: minAge,
    preferredAgeMax: minAge === null ? null : minAge + int(3, 20),
  };
  return {
    userId: `u${String(i).padStart(5, '0')}`,
    gender,
    lookingFor: gender === 'male' ? 'female' : 'male',
    dateOfBirth: `${year}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`,
    ethnicity: pick(['arab', 'south-asian', 'somali', 'turkish', 'malay', 'convert']),
    countryOfResidence: pick(['GB', 'GB', 'GB', 'IE', 'FR']),
    educationLevel: random() < 0.15 ? null : pick(['secondary', 'bachelor', 'master', 'doctorate']),
    isApproved: random() < 0.95,
    questionnaireApproved: random() < 0.9,
    answers,
  };
};

const population = Array.from({ length: CANDIDATES }, (_, i) => synthetic(i));
const members = population.slice(0, MEMBERS);
const blocked = new Set(
  Array.from({ length: CANDIDATES / 20 }, () =>
    blockKey(pick(population).userId, pick(population).userId),
  ),
);
const ctx = { blocked, today: TODAY };
const options = {
  weights: DEFAULT_WEIGHTS,
  thresholds: DEFAULT_THRESHOLDS,
  today: TODAY,
  blocked,
};

const naiveFields = [
  'practiceLevel',
  'timelineToMarriage',
  'familyInvolvement',
  'childrenViews',
  'madhhab',
] as const;

/** Filters then counts equal answers: the cheapest scorer that still looks at every pair. */
const naiveMatch = (member: Candidate): number => {
  let kept = 0;
  for (const candidate of population) {
    if (!passesHardFilters(member, candidate, ctx)) continue;
    const same = naiveFields.filter((f) => member.answers[f] === candidate.answers[f]).length;
    if (same >= 2) kept += 1;
  }
  return kept;
};

type Run = { name: string; ms: number; kept: number };

const time = (name: string, each: (member: Candidate) => number): Run => {
  for (const member of members.slice(0, 20)) each(member); // warm-up for the JIT
  const started = process.hrtime.bigint();
  let kept = 0;
  for (const member of members) kept += each(member);
  return { name, ms: Number(process.hrtime.bigint() - started) / 1e6, kept };
};

const variants: [string, (member: Candidate) => number][] = [
  ['hard filters only', (m) => population.filter((c) => passesHardFilters(m, c, ctx)).length],
  ['naive equal-answer scorer', naiveMatch],
  ['matchMember (engine)', (m) => matchMember(m, population, options).length],
];
// A discarded first round so no variant pays for warming up code the others share.
variants.forEach(([name, each]) => time(name, each));
const runs = variants.map(([name, each]) => time(name, each));

const levels = { high: 0, medium: 0, low: 0 };
for (const member of members) {
  for (const match of matchMember(member, population, options)) levels[match.level] += 1;
}

const pairs = MEMBERS * CANDIDATES;
console.log(`matching-engine bench: ${MEMBERS} members × ${CANDIDATES} candidates (seed ${SEED})`);
console.log(
  ['variant'.padEnd(28), 'total ms'.padStart(10), 'ms/member'.padStart(10)]
    .concat(['pairs/s'.padStart(12), 'kept/member'.padStart(12)])
    .join(''),
);
for (const run of runs) {
  console.log(
    [
      run.name.padEnd(28),
      run.ms.toFixed(1).padStart(10),
      (run.ms / MEMBERS).toFixed(3).padStart(10),
      Math.round(pairs / (run.ms / 1000))
        .toLocaleString('en-GB')
        .padStart(12),
      (run.kept / MEMBERS).toFixed(1).padStart(12),
    ].join(''),
  );
}
console.log(
  `engine levels per member: high ${(levels.high / MEMBERS).toFixed(1)}, ` +
    `medium ${(levels.medium / MEMBERS).toFixed(1)}, low ${(levels.low / MEMBERS).toFixed(1)}`,
);
