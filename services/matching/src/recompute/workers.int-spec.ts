import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_MATCH_WEIGHTS,
  MatchingRpc,
  questionnaireOptions,
  type Actor,
  type RecomputeStatus,
} from '@mithaq/contracts';
import { matchMember, type Candidate } from '@mithaq/matching-engine';
import { RUN_TS } from '@mithaq/service-harness';
import { REDIS_URL, waitFor } from '@mithaq/testing';
import {
  answersFor,
  MatchingHarness,
  memberEvents,
  publishMember,
  type MemberSpec,
} from '../../test/matching-harness';
import { toEngineCandidate, type CandidateRow } from '../candidates/candidate.mapper';
import { candidateColumns } from '../candidates/candidates.repository';
import { SettingsRepository } from '../settings/settings.repository';
import { PoolHolder, type PoolState } from './pool-holder';

const admin: Actor = { userId: randomUUID(), role: 'admin' };
const N = 3;
const ENV = { MATCHES_PER_MEMBER: String(N), RECOMPUTE_CHUNK_SIZE: '3' };

const pick = <T>(values: readonly T[], i: number): T => values[i % values.length];

/** Sixteen members with varied answers, the same on every harness. */
const members: { id: string; spec: MemberSpec }[] = Array.from({ length: 16 }, (_, i) => ({
  id: randomUUID(),
  spec: {
    gender: i % 2 === 0 ? 'male' : 'female',
    dateOfBirth: `${1988 + (i % 9)}-0${1 + (i % 9)}-1${i % 10}`,
    answers: {
      timelineToMarriage: pick(questionnaireOptions.timelineToMarriage, i),
      childrenViews: pick(questionnaireOptions.childrenViews, i * 3),
      familyInvolvement: pick(questionnaireOptions.familyInvolvement, i * 5),
      workAfterMarriage: pick(questionnaireOptions.workAfterMarriage, i * 7),
      polygamyViews: pick(questionnaireOptions.polygamyViews, i),
      madhhab: pick(questionnaireOptions.madhhab, i * 2),
      communicationStyle: pick(questionnaireOptions.communicationStyle, i * 3),
      practiceLevel: pick(questionnaireOptions.practiceLevel, i),
      priorityReligiousness: 1 + (i % 5),
      smokingAcceptable: i % 3 === 0,
    },
  },
}));

const eligibleCandidates = async (harness: MatchingHarness): Promise<Candidate[]> => {
  const rows: CandidateRow[] = await harness.db.query(
    `SELECT ${candidateColumns('c')} FROM candidates c WHERE c.is_eligible`,
  );
  return rows.map(toEngineCandidate).filter((c): c is Candidate => c !== null);
};

/**
 * The engine's own answer: the union over members of their top N, as "user1|user2|score", and
 * how many top-list places there are in all (a pair in both members' lists takes two).
 */
const referenceTopLists = async (
  harness: MatchingHarness,
): Promise<{ pairs: string[]; places: number }> => {
  const candidates = await eligibleCandidates(harness);
  const settings = await new SettingsRepository(harness.db).scoring();
  const options = {
    weights: settings.weights,
    thresholds: settings.thresholds,
    today: new Date().toISOString().slice(0, 10),
    blocked: new Set<string>(),
  };
  const pairs = new Set<string>();
  let places = 0;
  for (const member of candidates) {
    for (const match of matchMember(member, candidates, options).slice(0, N)) {
      const [a, b] = [member.userId, match.userId].sort();
      pairs.add(`${a}|${b}|${match.score}`);
      places += 1;
    }
  }
  return { pairs: [...pairs].sort(), places };
};

const referencePairs = async (harness: MatchingHarness): Promise<string[]> =>
  (await referenceTopLists(harness)).pairs;

/** Pairs the chunks of a run wrote, summed over its chunks. */
const pairsWrittenBy = async (harness: MatchingHarness, runId: string): Promise<number> => {
  const [row] = await harness.db.query<{ pairs: number }[]>(
    'SELECT sum(pairs)::int AS pairs FROM recompute_chunks WHERE run_id = $1',
    [runId],
  );
  return row?.pairs ?? 0;
};

/** How often `matches` was analysed by an ANALYZE statement (autovacuum's are not counted). */
const matchesAnalyses = async (harness: MatchingHarness): Promise<number> => {
  const [row] = await harness.db.query<{ count: number }[]>(
    "SELECT analyze_count::int AS count FROM pg_stat_user_tables WHERE relname = 'matches'",
  );
  return row?.count ?? 0;
};

const storedPairs = async (harness: MatchingHarness): Promise<string[]> =>
  (await harness.pairs()).map((k) => k.split('|').slice(0, 3).join('|'));

const runToFinish = (harness: MatchingHarness, timeoutMs = 30_000): Promise<RecomputeStatus> =>
  waitFor(
    async () => {
      const status = await harness.services.rpc.call(MatchingRpc.recomputeStatus, {}, admin);
      return status?.status === 'completed' ? status : undefined;
    },
    { timeoutMs, intervalMs: 100, what: 'the full recompute to complete' },
  );

const changedWeights = { ...DEFAULT_MATCH_WEIGHTS, religiousPractice: 20, smoking: 6 };

describe('recompute workers', () => {
  // One chunk at a time: every chunk sees the cutoffs of those before it.
  const one = new MatchingHarness({ ...ENV, WORKER_CONCURRENCY: '1' });
  const two = new MatchingHarness(ENV);

  beforeAll(async () => {
    await Promise.all([one.start(), two.start()]);
    await one.startWorker();
    await two.startWorker();
    await two.startWorker();
    for (const member of members) {
      await publishMember(one, member.spec, member.id);
      await publishMember(two, member.spec, member.id);
    }
    await Promise.all([one.settled(30_000), two.settled(30_000)]);
  }, 120_000);
  afterAll(() => Promise.all([one.stop(), two.stop()]), 60_000);

  it("stores, per member recompute, every member's top N with the engine's scores", async () => {
    for (const harness of [one, two]) {
      const stored = new Set(await storedPairs(harness));
      const reference = await referencePairs(harness);
      expect(reference.length).toBeGreaterThan(0);
      expect(reference.filter((pair) => !stored.has(pair))).toEqual([]);
    }
  });

  it('gives the same rows with two workers on one queue as with one, after a chunked full recompute with progress', async () => {
    const analysedBefore = await matchesAnalyses(two);
    for (const harness of [one, two]) {
      const reply = await harness.services.rpc.call(
        MatchingRpc.updateWeights,
        { weights: changedWeights },
        admin,
      );
      expect(reply.recompute).toMatchObject({ reason: 'weights', totalChunks: 6 });
      expect(reply.settings.find((s) => s.factor === 'smoking')).toMatchObject({
        weight: 6,
        updatedBy: admin.userId,
      });
    }
    const [doneOne, doneTwo] = await Promise.all([runToFinish(one), runToFinish(two)]);
    expect(doneOne).toMatchObject({ completedChunks: 6, totalChunks: 6 });
    expect(doneTwo).toMatchObject({ completedChunks: 6, totalChunks: 6 });
    const { pairs: reference, places } = await referenceTopLists(one);
    expect(await storedPairs(one)).toEqual(reference);
    expect(await storedPairs(two)).toEqual(reference);
    expect(await two.pairs()).toEqual(await one.pairs());
    // Some pairs are in both members' top lists; a chunk leaves those its partner's earlier
    // chunk already stored, so one chunk at a time writes each pair exactly once.
    expect(places).toBeGreaterThan(reference.length);
    expect(await pairsWrittenBy(one, doneOne.runId)).toBe(reference.length);
    // The finished run refreshes the planner's statistics of the table it rewrote.
    await waitFor(async () => (await matchesAnalyses(two)) > analysedBefore, {
      timeoutMs: 10_000,
      intervalMs: 100,
      what: 'matches analysed after the full recompute',
    });
  }, 60_000);

  it('finishes a full recompute correctly after its worker is killed mid-chunk (SIGKILL)', async () => {
    for (const started of [...one.workers]) {
      await started.stop();
    }
    const database = await one.services.database('matching');
    const child: ChildProcess = fork(
      RUN_TS,
      [join(__dirname, '..', '..', 'test', 'worker-child.ts')],
      {
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          REDIS_URL,
          REDIS_PREFIX: one.redisPrefix,
          MATCHES_PER_MEMBER: String(N),
          RECOMPUTE_CHUNK_SIZE: '3',
          WORKER_LOCK_MS: '1500',
          DIRTY_SWEEP_MS: '500',
          WORKER_CONCURRENCY: '1',
        },
        execArgv: [],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    const messages: { paused?: string; ready?: boolean }[] = [];
    child.on('message', (message) => messages.push(message as { paused?: string }));
    await waitFor(() => messages.some((m) => m.ready), { timeoutMs: 30_000, what: 'the child' });
    await one.services.rpc.call(
      MatchingRpc.updateWeights,
      { weights: DEFAULT_MATCH_WEIGHTS },
      admin,
    );
    await waitFor(() => messages.some((m) => m.paused === 'chunk'), {
      timeoutMs: 20_000,
      what: 'the child to stop inside a chunk transaction',
    });
    child.kill('SIGKILL');
    await once(child, 'exit');
    const midway = await one.services.rpc.call(MatchingRpc.recomputeStatus, {}, admin);
    expect(midway?.status).toBe('running');

    await one.startWorker();
    const finished = await runToFinish(one);
    expect(finished.completedChunks).toBe(finished.totalChunks);
    expect(await storedPairs(one)).toEqual(await referencePairs(one));
  }, 90_000);

  it('leaves consistent matches when a member job fails after writing and is retried', async () => {
    for (const started of [...one.workers]) {
      await started.stop();
    }
    let failures = 0;
    await one.startWorker({
      beforeCommit: (kind) => {
        if (kind === 'member' && failures < 2) {
          failures += 1;
          return Promise.reject(new Error('simulated crash after the rows were written'));
        }
        return Promise.resolve();
      },
    });
    const member = members[0];
    await one.publish('profile.questionnaire.updated', {
      ...memberEvents(member.id, member.spec).submitted,
      answers: answersFor(member.spec.gender, {
        ...member.spec.answers,
        timelineToMarriage: 'longTerm',
        childrenViews: 'noChildren',
      }),
      reviewStatus: 'approved',
    });
    await waitFor(() => failures >= 2, { timeoutMs: 20_000, what: 'the two simulated crashes' });
    await one.settled(30_000);
    expect(failures).toBe(2);
    const stored = new Set(await storedPairs(one));
    const reference = await referencePairs(one);
    expect(reference.filter((pair) => pair.includes(member.id) && !stored.has(pair))).toEqual([]);
    // Every stored pair of the member carries the engine's current score.
    const candidates = await eligibleCandidates(one);
    const settings = await new SettingsRepository(one.db).scoring();
    const me = candidates.find((c) => c.userId === member.id)!;
    const scores = new Map(
      matchMember(me, candidates, {
        weights: settings.weights,
        thresholds: settings.thresholds,
        today: new Date().toISOString().slice(0, 10),
        blocked: new Set(),
      }).map((m) => [m.userId, m.score]),
    );
    for (const pair of stored) {
      const [a, b, score] = pair.split('|');
      if (a === member.id || b === member.id) {
        expect(Number(score)).toBe(scores.get(a === member.id ? b : a));
      }
    }
  }, 60_000);

  it('builds the candidate pool when a worker starts, before it takes a job', async () => {
    const builds = jest.spyOn(PoolHolder.prototype, 'fresh');
    const started = await one.startWorker();
    try {
      // The new worker's own pool (other workers' reads during the start are not counted).
      const holder: unknown = Reflect.get(started.worker.recomputer, 'pools');
      const own = builds.mock.contexts.flatMap((context, i): Promise<PoolState>[] => {
        const result = builds.mock.results[i];
        return context === holder && result?.type === 'return' ? [result.value] : [];
      });
      expect(own).toHaveLength(1);
      await expect(own[0]).resolves.toMatchObject({ version: expect.any(BigInt) as unknown });
    } finally {
      builds.mockRestore();
      await started.stop();
    }
  }, 30_000);

  it('hands a dirty member whose job was lost back to the queue (sweep)', async () => {
    const member = members[1];
    await one.db.query(
      `INSERT INTO dirty_members (user_id, version, marked_at)
       VALUES ($1, nextval('candidates_version_seq'), now() - interval '1 minute')
       ON CONFLICT (user_id) DO UPDATE SET marked_at = EXCLUDED.marked_at`,
      [member.id],
    );
    await one.settled(15_000);
    const rows: { n: number }[] = await one.db.query(
      'SELECT count(*)::int AS n FROM dirty_members WHERE user_id = $1',
      [member.id],
    );
    expect(rows[0]?.n).toBe(0);
  }, 30_000);

  it('expires requests still pending after 14 days when a worker starts, and leaves newer ones', async () => {
    const [a, b, c] = [members[2].id, members[3].id, members[4].id];
    await one.db.query(
      `INSERT INTO match_requests (requester_id, target_id, message, request_date)
       VALUES ($1, $2, 'old', now() - interval '15 days'), ($1, $3, 'new', now() - interval '13 days')`,
      [a, b, c],
    );
    await one.startWorker();
    const statuses = await waitFor(async () => {
      const rows = await one.db.query<{ message: string; status: string }[]>(
        `SELECT message, status FROM match_requests WHERE requester_id = $1 ORDER BY message`,
        [a],
      );
      return rows[1]?.status === 'expired' ? rows : undefined;
    });
    expect(statuses).toEqual([
      { message: 'new', status: 'pending' },
      { message: 'old', status: 'expired' },
    ]);
  }, 30_000);

  it('lets a newer full recompute supersede one still running', async () => {
    for (const started of [...two.workers]) {
      await started.stop();
    }
    const first = await two.services.rpc.call(
      MatchingRpc.updateWeights,
      { weights: DEFAULT_MATCH_WEIGHTS },
      admin,
    );
    const second = await two.services.rpc.call(
      MatchingRpc.updateWeights,
      { weights: changedWeights },
      admin,
    );
    const [older] = await two.db.query<{ status: string; completed_chunks: number }[]>(
      'SELECT status, completed_chunks FROM recompute_runs WHERE id = $1',
      [first.recompute?.runId],
    );
    expect(older).toEqual({ status: 'superseded', completed_chunks: 0 });
    await two.startWorker();
    await two.startWorker();
    const finished = await runToFinish(two);
    expect(finished.runId).toBe(second.recompute?.runId);
    expect(await storedPairs(two)).toEqual(await referencePairs(two));
  }, 60_000);
});
