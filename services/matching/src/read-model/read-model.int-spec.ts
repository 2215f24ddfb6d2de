import { randomUUID } from 'node:crypto';
import { DomainError, MatchingRpc, type Actor } from '@mithaq/contracts';
import { DEFAULT_WEIGHTS, scorePair } from '@mithaq/matching-engine';
import { waitFor } from '@mithaq/testing';
import { MatchingHarness, memberEvents, publishMember } from '../../test/matching-harness';
import { toEngineCandidate, type CandidateRow } from '../candidates/candidate.mapper';
import { candidateColumns } from '../candidates/candidates.repository';

const seeker = (userId: string): Actor => ({ userId, role: 'seeker' });
const today = () => new Date().toISOString().slice(0, 10);

describe('matching read model fed by events, recomputed by the worker', () => {
  const harness = new MatchingHarness();

  beforeAll(async () => {
    await harness.start();
    await harness.startWorker();
  }, 60_000);
  afterAll(() => harness.stop(), 60_000);

  const candidateRow = async (userId: string): Promise<CandidateRow | undefined> => {
    const rows: CandidateRow[] = await harness.db.query(
      `SELECT ${candidateColumns('c')} FROM candidates c WHERE c.user_id = $1`,
      [userId],
    );
    return rows[0];
  };

  it('turns approval events into stored matches both members see with the same score', async () => {
    const man = await publishMember(harness, { gender: 'male', fullName: 'Yusuf Ali Khan' });
    const woman = await publishMember(harness, { gender: 'female', fullName: 'Maryam Noor' });
    await harness.settled();

    const manView = await waitFor(async () => {
      const page = await harness.services.rpc.call(
        MatchingRpc.listMatches,
        { page: 1, pageSize: 12, minCompatibility: 0, sort: 'compatibility' },
        seeker(man),
      );
      return page.items.find((card) => card.userId === woman);
    });
    const womanPage = await harness.services.rpc.call(
      MatchingRpc.listMatches,
      { page: 1, pageSize: 12, minCompatibility: 0, sort: 'compatibility' },
      seeker(woman),
    );
    const womanView = womanPage.items.find((card) => card.userId === man);
    expect(womanView?.compatibilityScore).toBe(manView.compatibilityScore);

    // The stored score and factors are the engine's for the two candidates.
    const a = toEngineCandidate((await candidateRow(man))!)!;
    const b = toEngineCandidate((await candidateRow(woman))!)!;
    const expected = scorePair(a, b, DEFAULT_WEIGHTS, today());
    expect(manView.compatibilityScore).toBe(expected.score);
    expect(manView.matchingFactors).toEqual(expected.factors);

    const dashboard = await harness.services.rpc.call(
      MatchingRpc.dashboard,
      { sort: 'compatibility' },
      seeker(man),
    );
    expect(dashboard.notMatchableReason).toBeNull();
    expect(dashboard.totalMatches).toBeGreaterThanOrEqual(1);
    const top = dashboard.topMatches.find((t) => t.id === woman);
    expect(top).toMatchObject({ name: 'Maryam', compatibilityScore: expected.score });
    expect(top?.keyMatchingAreas).toEqual(expected.factors.slice(0, 3));
    expect(dashboard.commonMatchingAreas.length).toBeGreaterThan(0);
    expect(dashboard.commonMatchingAreas.length).toBeLessThanOrEqual(5);

    const profile = await harness.services.rpc.call(
      MatchingRpc.matchProfile,
      { userId: woman },
      seeker(man),
    );
    expect(profile).toMatchObject({ userId: woman, name: 'Maryam', gender: 'female' });
    expect(JSON.stringify(profile)).not.toMatch(/example\.com|Noor|dateOfBirth/);

    // A stranger (not matched) cannot open the profile.
    const stranger = await publishMember(harness, { gender: 'female' });
    await harness.settled();
    const error: unknown = await harness.services.rpc
      .call(MatchingRpc.matchProfile, { userId: woman }, seeker(stranger))
      .catch((e: unknown) => e);
    expect((error as DomainError).code).toBe('NOT_FOUND');
  }, 60_000);

  it('gives no matches before approval and says why', async () => {
    const userId = randomUUID();
    const events = memberEvents(userId, { gender: 'male' });
    await harness.publish('identity.account.registered', events.registered);
    await waitFor(() => candidateRow(userId));
    const before = await harness.services.rpc.call(
      MatchingRpc.dashboard,
      { sort: 'compatibility' },
      seeker(userId),
    );
    expect(before).toMatchObject({ totalMatches: 0, notMatchableReason: 'profile-not-approved' });
    await harness.publish('identity.account.approved', events.approved);
    await waitFor(async () => (await candidateRow(userId))?.account_status === 'approved');
    const noQuestionnaire = await harness.services.rpc.call(
      MatchingRpc.dashboard,
      { sort: 'compatibility' },
      seeker(userId),
    );
    expect(noQuestionnaire.notMatchableReason).toBe('questionnaire-incomplete');
    await harness.publish('profile.questionnaire.submitted', events.submitted);
    await waitFor(async () => (await candidateRow(userId))?.questionnaire_status === 'pending');
    const pending = await harness.services.rpc.call(
      MatchingRpc.dashboard,
      { sort: 'compatibility' },
      seeker(userId),
    );
    expect(pending.notMatchableReason).toBe('questionnaire-not-approved');
  }, 30_000);

  it('tolerates events out of order: an approval older news cannot undo', async () => {
    const userId = randomUUID();
    const events = memberEvents(userId, { gender: 'female' });
    const base = Date.now();
    const t = (ms: number) => new Date(base + ms).toISOString();
    // The questionnaire approval arrives before the submission it approves.
    await harness.publish('profile.questionnaire.approved', events.questionnaireApproved, t(30));
    await harness.publish('identity.account.approved', events.approved, t(20));
    await harness.publish('profile.questionnaire.submitted', events.submitted, t(10));
    await harness.publish('identity.account.registered', events.registered, t(0));
    const row = await waitFor(async () => {
      const found = await candidateRow(userId);
      return found?.username && found.answers ? found : undefined;
    });
    expect(row).toMatchObject({
      account_status: 'approved',
      questionnaire_status: 'approved',
      is_eligible: true,
    });
    // A redelivered older "submitted (pending)" event changes nothing either.
    await harness.publish('profile.questionnaire.submitted', events.submitted, t(10));
    await harness.settled();
    expect((await candidateRow(userId))?.questionnaire_status).toBe('approved');
  }, 30_000);

  it('erases a deleted member: candidate, every match and every request, and the partners are recomputed', async () => {
    const man = await publishMember(harness, { gender: 'male' });
    const woman = await publishMember(harness, { gender: 'female' });
    await harness.settled();
    const theirs = async (id: string) =>
      (
        await harness.db.query<{ n: number }[]>(
          'SELECT count(*)::int AS n FROM matches WHERE user1_id = $1 OR user2_id = $1',
          [id],
        )
      )[0]?.n ?? 0;
    expect(await theirs(man)).toBeGreaterThan(0);
    await harness.db.query(
      `INSERT INTO match_requests (requester_id, target_id, message) VALUES ($1, $2, 'Salam')`,
      [woman, man],
    );
    await harness.publish('identity.account.deleted', { userId: man, deletedBy: man });
    await waitFor(async () => (await candidateRow(man)) === undefined);
    expect(await theirs(man)).toBe(0);
    const requests: unknown[] = await harness.db.query(
      'SELECT 1 FROM match_requests WHERE requester_id = $1 OR target_id = $1',
      [man],
    );
    expect(requests).toHaveLength(0);
    // A late profile event about the erased member does not bring them back.
    await harness.publish(
      'identity.account.registered',
      memberEvents(man, { gender: 'male' }).registered,
    );
    await harness.settled();
    expect(await candidateRow(man)).toBeUndefined();
    const page = await harness.services.rpc.call(
      MatchingRpc.listMatches,
      { page: 1, pageSize: 50, minCompatibility: 0, sort: 'recent' },
      seeker(woman),
    );
    expect(page.items.map((card) => card.userId)).not.toContain(man);
  }, 60_000);
});
