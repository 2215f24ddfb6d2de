import { randomUUID } from 'node:crypto';
import {
  busNames,
  DomainError,
  ProfileRpc,
  type Actor,
  type EventEnvelope,
  type EventName,
} from '@mithaq/contracts';
import { ServiceHarness } from '@mithaq/service-harness';
import { maleQuestionnaireAnswers as answers, RABBITMQ_URL, waitFor } from '@mithaq/testing';
import amqplib from 'amqplib';
import { Client } from 'pg';
import { profileService } from '../service';

const admin: Actor = { userId: randomUUID(), role: 'admin' };

describe('questionnaires and erasure in the profile service', () => {
  const harness = new ServiceHarness();
  let db: Client;

  /** Publishes an event as the identity service would. */
  const publish = async <E extends EventName>(
    name: E,
    payload: EventEnvelope<E>['payload'],
    id = randomUUID(),
  ): Promise<void> => {
    const envelope: EventEnvelope<E> = {
      id,
      name,
      occurredAt: new Date().toISOString(),
      requestId: null,
      payload,
    };
    const connection = await amqplib.connect(RABBITMQ_URL);
    const channel = await connection.createConfirmChannel();
    channel.publish(
      busNames(harness.prefix).eventsExchange,
      name,
      Buffer.from(JSON.stringify(envelope)),
      {
        persistent: true,
      },
    );
    await channel.waitForConfirms();
    await connection.close();
  };

  /** A member whose profile exists (created from a registration event). */
  const member = async (): Promise<Actor> => {
    const userId = randomUUID();
    await publish('identity.account.registered', {
      userId,
      username: `m_${userId.slice(0, 8)}`,
      email: `${userId}@example.com`,
      role: 'seeker',
      createdAt: new Date().toISOString(),
      personal: {
        fullName: 'Yusuf Rahman',
        gender: 'male',
        dateOfBirth: '1993-09-03',
        nationality: 'British',
        ethnicity: 'Bangladeshi',
        countryOfResidence: 'United Kingdom',
        maritalStatus: 'single',
        practiceLevel: 'practicing',
        lookingFor: 'female',
        waliContact: null,
        bio: 'Software engineer in Stockton.',
      },
    });
    const actor: Actor = { userId, role: 'seeker' };
    await waitFor(
      () => harness.rpc.call(ProfileRpc.getProfile, { userId }, actor).then((p) => p ?? undefined),
      { what: 'the profile' },
    );
    return actor;
  };

  const outboxRows = async (userId: string) =>
    (
      await db.query<{ name: string; sent_at: Date | null }>(
        "SELECT name, sent_at FROM outbox WHERE payload->>'userId' = $1",
        [userId],
      )
    ).rows;

  beforeAll(async () => {
    await harness.start(profileService);
    db = new Client({ connectionString: (await harness.database('profile')).url });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
    await harness.stop();
  });

  it('submits once: one outbox event, questionnaireCompleted set, then 409', async () => {
    const actor = await member();
    const submitted = await harness.rpc.call(
      ProfileRpc.submitQuestionnaire,
      { userId: actor.userId, answers },
      actor,
    );
    expect(submitted).toMatchObject({
      userId: actor.userId,
      reviewStatus: 'pending',
      madhhab: 'hanafi',
    });
    const rows = await outboxRows(actor.userId);
    expect(rows.map((row) => row.name)).toEqual(['profile.questionnaire.submitted']);
    expect(
      await harness.rpc.call(ProfileRpc.getProfile, { userId: actor.userId }, actor),
    ).toMatchObject({ questionnaireCompleted: true, questionnaireStatus: 'pending' });

    const again: unknown = await harness.rpc
      .call(ProfileRpc.submitQuestionnaire, { userId: actor.userId, answers }, actor)
      .catch((e: unknown) => e);
    expect(again).toMatchObject({ code: 'CONFLICT', message: 'Questionnaire already submitted' });
    expect(await outboxRows(actor.userId)).toHaveLength(1);
  });

  it('keeps an approved questionnaire approved after an edit and flags it for re-review', async () => {
    const actor = await member();
    await harness.rpc.call(
      ProfileRpc.submitQuestionnaire,
      { userId: actor.userId, answers },
      actor,
    );
    const approved = await harness.rpc.call(
      ProfileRpc.approveQuestionnaire,
      { userId: actor.userId },
      admin,
    );
    expect(approved.reviewStatus).toBe('approved');

    const edited = await harness.rpc.call(
      ProfileRpc.updateQuestionnaire,
      { userId: actor.userId, answers: { ...answers, madhhab: 'maliki' } },
      actor,
    );
    expect(edited).toMatchObject({ reviewStatus: 'approved', madhhab: 'maliki' });
    const pending = await harness.rpc.call(
      ProfileRpc.listQuestionnaireReviews,
      { status: 'pending' },
      admin,
    );
    expect(pending.find((item) => item.userId === actor.userId)).toMatchObject({
      reviewStatus: 'approved',
      needsReview: true,
    });
    const names = (await outboxRows(actor.userId)).map((row) => row.name).sort();
    expect(names).toEqual([
      'profile.questionnaire.approved',
      'profile.questionnaire.submitted',
      'profile.questionnaire.updated',
    ]);

    // Approving again clears the flag.
    await harness.rpc.call(ProfileRpc.approveQuestionnaire, { userId: actor.userId }, admin);
    const after = await harness.rpc.call(
      ProfileRpc.listQuestionnaireReviews,
      { status: 'approved' },
      admin,
    );
    expect(after.find((item) => item.userId === actor.userId)?.needsReview).toBe(false);
  });

  it('refuses a change of gender or date of birth and sends a new name back to review', async () => {
    const actor = await member();
    await harness.rpc.call(
      ProfileRpc.submitQuestionnaire,
      { userId: actor.userId, answers },
      actor,
    );
    await harness.rpc.call(ProfileRpc.approveQuestionnaire, { userId: actor.userId }, admin);

    for (const changes of [
      { gender: 'female' as const },
      { lookingFor: 'male' as const },
      { dateOfBirth: '2001-01-01' },
    ]) {
      const refused: unknown = await harness.rpc
        .call(ProfileRpc.updateProfile, { userId: actor.userId, changes }, actor)
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(DomainError);
      expect(refused).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    // The form sends every field: the stored values are accepted as they are.
    await harness.rpc.call(
      ProfileRpc.updateProfile,
      {
        userId: actor.userId,
        changes: { gender: 'male', lookingFor: 'female', dateOfBirth: '1993-09-03', height: 180 },
      },
      actor,
    );
    const unchanged = await harness.rpc.call(
      ProfileRpc.getProfile,
      { userId: actor.userId },
      actor,
    );
    expect(unchanged).toMatchObject({ gender: 'male', dateOfBirth: '1993-09-03', height: 180 });
    const before = await harness.rpc.call(
      ProfileRpc.listQuestionnaireReviews,
      { status: 'approved' },
      admin,
    );
    expect(before.find((item) => item.userId === actor.userId)?.needsReview).toBe(false);

    await harness.rpc.call(
      ProfileRpc.updateProfile,
      { userId: actor.userId, changes: { fullName: 'Someone Else' } },
      actor,
    );
    const after = await harness.rpc.call(
      ProfileRpc.listQuestionnaireReviews,
      { status: 'pending' },
      admin,
    );
    expect(after.find((item) => item.userId === actor.userId)).toMatchObject({
      reviewStatus: 'approved',
      needsReview: true,
      fullName: 'Someone Else',
    });
  });

  it('sends a rejected questionnaire back to pending when the member edits it', async () => {
    const actor = await member();
    await harness.rpc.call(
      ProfileRpc.submitQuestionnaire,
      { userId: actor.userId, answers },
      actor,
    );
    const rejected = await harness.rpc.call(
      ProfileRpc.rejectQuestionnaire,
      { userId: actor.userId, reason: 'Please complete the physical section honestly' },
      admin,
    );
    expect(rejected).toMatchObject({ reviewStatus: 'rejected', reviewReason: expect.any(String) });
    const edited = await harness.rpc.call(
      ProfileRpc.updateQuestionnaire,
      { userId: actor.userId, answers },
      actor,
    );
    expect(edited.reviewStatus).toBe('pending');
  });

  it('erases the member on identity.account.deleted, idempotently, leaving no row with the id', async () => {
    const actor = await member();
    await harness.rpc.call(
      ProfileRpc.submitQuestionnaire,
      { userId: actor.userId, answers },
      actor,
    );
    await harness.rpc.call(
      ProfileRpc.updateProfile,
      { userId: actor.userId, changes: { bio: 'An updated bio that is long enough.' } },
      actor,
    );
    // The events are published (sent) before the account is deleted.
    await waitFor(async () => {
      const rows = await outboxRows(actor.userId);
      return rows.length === 2 && rows.every((row) => row.sent_at !== null);
    });

    const eventId = randomUUID();
    const payload = { userId: actor.userId, deletedBy: admin.userId };
    await publish('identity.account.deleted', payload, eventId);
    await publish('identity.account.deleted', payload, eventId);
    const laterId = randomUUID();
    await publish('identity.account.deleted', payload, laterId);

    // The same delivery twice is handled once; a second deletion event finds nothing to delete.
    await waitFor(
      async () => {
        const { rows } = await db.query<{ n: string }>(
          "SELECT count(*) AS n FROM processed_events WHERE consumer = 'profile' AND event_id = ANY($1::uuid[])",
          [[eventId, laterId]],
        );
        return Number(rows[0]?.n) === 2;
      },
      { what: 'the erasure' },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const sql of [
      'SELECT 1 FROM profiles WHERE user_id = $1',
      'SELECT 1 FROM questionnaires WHERE user_id = $1',
      "SELECT 1 FROM outbox WHERE payload::text LIKE '%' || $1 || '%'",
    ]) {
      expect((await db.query(sql, [actor.userId])).rowCount).toBe(0);
    }
    expect(
      await harness.rpc.call(ProfileRpc.getProfile, { userId: actor.userId }, actor),
    ).toBeNull();
    const gone: unknown = await harness.rpc
      .call(ProfileRpc.getQuestionnaire, { userId: actor.userId }, actor)
      .catch((e: unknown) => e);
    expect((gone as DomainError).code).toBe('NOT_FOUND');
  });

  it('lists profiles in a batch for admins only', async () => {
    const a = await member();
    const b = await member();
    const profiles = await harness.rpc.call(
      ProfileRpc.getProfiles,
      { userIds: [a.userId, b.userId, randomUUID()] },
      admin,
    );
    expect(profiles.map((p) => p.userId).sort()).toEqual([a.userId, b.userId].sort());
    const error: unknown = await harness.rpc
      .call(ProfileRpc.getProfiles, { userIds: [a.userId] }, a)
      .catch((e: unknown) => e);
    expect((error as DomainError).code).toBe('FORBIDDEN');
  });

  it('lets a member update only their own profile and emits the full profile', async () => {
    const a = await member();
    const b = await member();
    const forbidden: unknown = await harness.rpc
      .call(ProfileRpc.updateProfile, { userId: b.userId, changes: { bio: 'Not mine at all.' } }, a)
      .catch((e: unknown) => e);
    expect((forbidden as DomainError).code).toBe('FORBIDDEN');
    const updated = await harness.rpc.call(
      ProfileRpc.updateProfile,
      { userId: a.userId, changes: { occupation: 'Engineer', height: 180, waliContact: null } },
      a,
    );
    expect(updated).toMatchObject({ occupation: 'Engineer', height: 180, profileCompleted: true });
    const { rows } = await db.query<{ payload: { profile: { occupation: string } } }>(
      "SELECT payload FROM outbox WHERE name = 'profile.profile.updated' AND payload->>'userId' = $1",
      [a.userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload.profile.occupation).toBe('Engineer');
  });
});
