/**
 * Throughput of matchMember over synthetic members, printed beside two baselines in the same run:
 * the hard filters alone (the floor any scorer pays) and a naive scorer that counts equal answers
 * (what the weighted reciprocal scoring costs on top). Then the compiled scorer (compilePool /
 * scoreMember) against the object-per-pair path on one core, and one member against a large pool.
 * Prints figures; asserts nothing about time.
 */
import {
  DEFAULT_THRESHOLDS,
  DEFAULT_WEIGHTS,
  ScoreBuffer,
  blockKey,
  compilePool,
  matchMember,
  passesHardFilters,
  scoreMember,
  topN,
} from '@mithaq/matching-engine';
import type { Candidate } from '@mithaq/matching-engine';
import { COUNTRIES, ETHNICITIES, randomAnswers, seeded } from './matching-system-members';

const CANDIDATES = Number(process.env['BENCH_CANDIDATES'] ?? 2000);
const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 200);
const SEED = Number(process.env['BENCH_SEED'] ?? 42);
const LARGE_POOL = Number(process.env['BENCH_LARGE_POOL'] ?? 10_000);
const LARGE_SAMPLES = Number(process.env['BENCH_LARGE_SAMPLES'] ?? 1000);
const TODAY = '2026-11-21';

const random = seeded(SEED);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];
const int = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

/** A member of the bench population: the system bench's answers, some not approved. */
const synthetic = (i: number): Candidate => {
  const gender = i % 2 === 0 ? 'male' : 'female';
  return {
    userId: `u${String(i).padStart(5, '0')}`,
    gender,
    lookingFor: gender === 'male' ? 'female' : 'male',
    dateOfBirth: `${int(1975, 2005)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`,
    ethnicity: pick(ETHNICITIES),
    countryOfResidence: pick(COUNTRIES),
    educationLevel: random() < 0.15 ? null : pick(['secondary', 'bachelor', 'master', 'doctorate']),
    isApproved: random() < 0.95,
    questionnaireApproved: random() < 0.9,
    answers: randomAnswers(random, gender),
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

// ---- Compiled scorer vs the object-per-pair path, one core, same members and candidates. ----

const perSecond = (count: number, ms: number): string =>
  Math.round(count / (ms / 1000)).toLocaleString('en-GB');

type Rounds = { wallMs: number; cpuMs: number };

/**
 * Repeats `round` until at least `minMs` has passed (after one warm-up round); wall and process
 * CPU milliseconds per round. The CPU figure is what one core costs when the machine is shared.
 */
const timeRounds = (round: () => void, minMs: number): Rounds => {
  round();
  let rounds = 0;
  const cpuStart = process.cpuUsage();
  const started = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < minMs) {
    round();
    rounds += 1;
    elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  }
  const cpu = process.cpuUsage(cpuStart);
  return { wallMs: elapsed / rounds, cpuMs: (cpu.user + cpu.system) / 1000 / rounds };
};

const pool = compilePool(population, DEFAULT_WEIGHTS, TODAY);
const memberSlots = members.map((m) => pool.indexOf(m.userId));
const buffer = new ScoreBuffer();
const fastOptions = { lowScore: DEFAULT_THRESHOLDS.low, blocked };

// Pairs that pass the hard filters are the ones either engine actually scores.
let scoredPairs = 0;
for (const member of members) {
  for (const candidate of population)
    if (passesHardFilters(member, candidate, ctx)) scoredPairs += 1;
}

// Both engines must agree before their speeds mean anything: same userIds, scores and order.
let identical = true;
for (const [i, member] of members.entries()) {
  const expected = matchMember(member, population, options);
  scoreMember(pool, memberSlots[i], fastOptions, buffer);
  const got = Array.from(topN(buffer, buffer.count), (k) => ({
    userId: pool.userIdAt(buffer.indices[k]),
    score: buffer.scores[k],
  }));
  const want = expected.map((m) => ({ userId: m.userId, score: m.score }));
  if (JSON.stringify(got) !== JSON.stringify(want)) identical = false;
}

let sink = 0;
const objectRun = timeRounds(() => {
  for (const member of members) sink += matchMember(member, population, options).length;
}, 1500);
const fastRun = timeRounds(() => {
  for (const slot of memberSlots) sink += scoreMember(pool, slot, fastOptions, buffer).count;
}, 1500);

console.log('');
console.log(
  `pair scores per second, one core (${MEMBERS} members × ${CANDIDATES} candidates, ` +
    `${(scoredPairs / MEMBERS).toFixed(0)} pass the hard filters per member; results identical: ${identical ? 'yes' : 'NO'})`,
);
console.log(
  ['engine'.padEnd(32), 'ms/round'.padStart(9), 'CPU ms'.padStart(9), 'pairs/s'.padStart(13)]
    .concat(['pairs/s CPU'.padStart(13), 'scored/s CPU'.padStart(14)])
    .join(''),
);
for (const [name, run] of [
  ['object per pair (matchMember)', objectRun],
  ['compiled (scoreMember)', fastRun],
] as const) {
  console.log(
    [
      name.padEnd(32),
      run.wallMs.toFixed(2).padStart(9),
      run.cpuMs.toFixed(2).padStart(9),
      perSecond(pairs, run.wallMs).padStart(13),
      perSecond(pairs, run.cpuMs).padStart(13),
      perSecond(scoredPairs, run.cpuMs).padStart(14),
    ].join(''),
  );
}
console.log(
  `compiled ÷ object speed-up: ${(objectRun.wallMs / fastRun.wallMs).toFixed(1)}× wall, ` +
    `${(objectRun.cpuMs / fastRun.cpuMs).toFixed(1)}× CPU ` +
    '(pairs/s = members × candidates per second; scored = pairs passing the hard filters)',
);

// ---- One member against a large pool (what a recompute-member job does). ----

// The generator's stream carries on, so the large pool does not repeat the small one.
const large = Array.from({ length: LARGE_POOL }, (_, i) => ({
  ...synthetic(i),
  userId: `L${String(i).padStart(6, '0')}`,
}));
const compileStarted = process.hrtime.bigint();
const largePool = compilePool(large, DEFAULT_WEIGHTS, TODAY);
const compileMs = Number(process.hrtime.bigint() - compileStarted) / 1e6;
const upsertStarted = process.hrtime.bigint();
for (const c of large.slice(0, 1000)) largePool.upsert(c);
const upsertUs = (Number(process.hrtime.bigint() - upsertStarted) / 1e3 / 1000).toFixed(1);

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sample = (each: (slot: number) => void): number[] => {
  for (let i = 0; i < 50; i += 1) each(i % LARGE_POOL); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < LARGE_SAMPLES; i += 1) {
    const slot = (i * 7919) % LARGE_POOL;
    const started = process.hrtime.bigint();
    each(slot);
    ms.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return ms.sort((a, b) => a - b);
};
const largeOptions = { lowScore: DEFAULT_THRESHOLDS.low, blocked };
const scoreOnly = sample((slot) => {
  sink += scoreMember(largePool, slot, largeOptions, buffer).count;
});
const withTop = sample((slot) => {
  scoreMember(largePool, slot, largeOptions, buffer);
  sink += topN(buffer, 50).length;
});
// A full recompute's chunk: only the best 50 are wanted, so the engine skips what cannot reach them.
const bestOptions = { ...largeOptions, best: 50 };
const bestOnly = sample((slot) => {
  scoreMember(largePool, slot, bestOptions, buffer);
  sink += topN(buffer, 50).length;
});
let kept = 0;
for (let i = 0; i < 200; i += 1) kept += scoreMember(largePool, i, largeOptions, buffer).count;

console.log('');
console.log(
  `one member vs ${LARGE_POOL.toLocaleString('en-GB')} candidates (compiled, ${LARGE_SAMPLES} members sampled, ` +
    `${(kept / 200).toFixed(0)} kept per member):`,
);
for (const [name, ms] of [
  ['scoreMember', scoreOnly],
  ['scoreMember + topN(50)', withTop],
  ['best: 50 + topN(50)', bestOnly],
] as const) {
  console.log(
    `  ${name.padEnd(24)} p50 ${percentile(ms, 50).toFixed(3)} ms   p95 ${percentile(ms, 95).toFixed(3)} ms`,
  );
}
console.log(
  `  compilePool ${compileMs.toFixed(0)} ms for ${LARGE_POOL.toLocaleString('en-GB')}; upsert ${upsertUs} µs each`,
);
if (sink < 0) console.log(sink); // keeps the timed work observable
