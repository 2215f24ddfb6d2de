import { randomUUID } from 'node:crypto';
import { busNames, DomainError, ProfileRpc, type EventEnvelope } from '@mithaq/contracts';
import { RABBITMQ_URL, waitFor } from '@mithaq/testing';
import { ServiceHarness } from '@mithaq/service-harness';
import amqplib from 'amqplib';
import { profileService } from '../service';

/** Publishes an event as the identity service would. */
const publish = async (prefix: string, envelope: EventEnvelope): Promise<void> => {
  const connection = await amqplib.connect(RABBITMQ_URL);
  const channel = await connection.createConfirmChannel();
  channel.publish(
    busNames(prefix).eventsExchange,
    envelope.name,
    Buffer.from(JSON.stringify(envelope)),
    {
      persistent: true,
    },
  );
  await channel.waitForConfirms();
  await connection.close();
};

describe('profile service fed by identity events', () => {
  const harness = new ServiceHarness();

  beforeAll(async () => {
    await harness.start(profileService);
  });
  afterAll(() => harness.stop());

  it('creates the profile from the registration event with the server defaults', async () => {
    const account = { id: randomUUID() };
    const personal = {
      fullName: 'Musa Kamara',
      gender: 'male' as const,
      dateOfBirth: '1990-12-24',
      nationality: 'Sierra Leonean',
      ethnicity: 'Black African',
      countryOfResidence: 'United Kingdom',
      maritalStatus: 'single' as const,
      practiceLevel: 'learning' as const,
      lookingFor: 'female' as const,
      waliContact: null,
      bio: 'Electrician in Darlington.',
    };
    const envelope: EventEnvelope<'identity.account.registered'> = {
      id: randomUUID(),
      name: 'identity.account.registered',
      occurredAt: new Date().toISOString(),
      requestId: 'req-profile-1',
      payload: {
        userId: account.id,
        username: 'musa_k',
        email: 'musa@example.com',
        role: 'seeker',
        createdAt: new Date().toISOString(),
        personal,
      },
    };
    // Delivered twice (at-least-once): one profile, no error.
    await publish(harness.prefix, envelope);
    await publish(harness.prefix, envelope);
    const actor = { userId: account.id, role: 'seeker' as const };
    const profile = await waitFor(
      () =>
        harness.rpc
          .call(ProfileRpc.getProfile, { userId: account.id }, actor)
          .then((p) => p ?? undefined),
      {
        what: 'the profile',
      },
    );
    expect(profile).toMatchObject({
      userId: account.id,
      fullName: 'Musa Kamara',
      dateOfBirth: '1990-12-24',
      practiceLevel: 'learning',
      isWaliVerified: false,
      profileCompleted: false,
      questionnaireCompleted: false,
    });
  });

  it('lets members read only their own profile, admins any', async () => {
    const someone = '11111111-1111-4111-8111-111111111111';
    const error: unknown = await harness.rpc
      .call(
        ProfileRpc.getProfile,
        { userId: someone },
        { userId: '22222222-2222-4222-8222-222222222222', role: 'seeker' },
      )
      .catch((e: unknown) => e);
    expect((error as DomainError).code).toBe('FORBIDDEN');
    expect(
      await harness.rpc.call(
        ProfileRpc.getProfile,
        { userId: someone },
        { userId: '33333333-3333-4333-8333-333333333333', role: 'admin' },
      ),
    ).toBeNull();
  });

  it('answers many profile edits at once (more than its database connections)', async () => {
    const members = Array.from({ length: 30 }, () => randomUUID());
    for (const [index, userId] of members.entries()) {
      await publish(harness.prefix, {
        id: randomUUID(),
        name: 'identity.account.registered',
        occurredAt: new Date().toISOString(),
        requestId: `req-burst-${index}`,
        payload: {
          userId,
          username: `burst_${index}`,
          email: `burst${index}@example.com`,
          role: 'seeker',
          createdAt: new Date().toISOString(),
          personal: {
            fullName: 'Idris Bello',
            gender: 'male',
            dateOfBirth: '1992-03-14',
            nationality: 'Nigerian',
            ethnicity: 'Black African',
            countryOfResidence: 'United Kingdom',
            maritalStatus: 'single',
            practiceLevel: 'practicing',
            lookingFor: 'female',
            waliContact: null,
            bio: 'Engineer in Leeds.',
          },
        },
      });
    }
    const actorOf = (userId: string) => ({ userId, role: 'seeker' as const });
    await waitFor(
      async () => {
        const found = await Promise.all(
          members.map((userId) =>
            harness.rpc.call(ProfileRpc.getProfile, { userId }, actorOf(userId)),
          ),
        );
        return found.every((profile) => profile !== null);
      },
      { timeoutMs: 20_000, what: 'the 30 profiles' },
    );
    // Each edit runs in a transaction; one that took a second connection from the pool while
    // holding its first hung the service for good once every connection was held that way.
    const edited = await Promise.all(
      members.map((userId, index) =>
        harness.rpc.call(
          ProfileRpc.updateProfile,
          { userId, changes: { occupation: `Engineer ${index}` } },
          actorOf(userId),
        ),
      ),
    );
    expect(edited.map((profile) => profile.occupation)).toEqual(
      members.map((_, index) => `Engineer ${index}`),
    );
  }, 60_000);
});
