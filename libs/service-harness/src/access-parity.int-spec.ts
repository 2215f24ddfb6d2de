import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { RpcClient } from '@mithaq/bus';
import {
  AccessMessage,
  BillingRpc,
  ContentRpc,
  CourseRpc,
  DocumentRpc,
  DomainError,
  ErrorCode,
  IdentityRpc,
  MatchingRpc,
  MessagingRpc,
  ProfileRpc,
  ServiceName,
  type Actor,
  type RpcDef,
} from '@mithaq/contracts';
import { ServiceHarness } from './index';

/** One admin-only RPC of a service, with a body it accepts and one its schema refuses. */
interface AdminProbe {
  service: ServiceName;
  /** The RPC's pattern: a service may be probed through more than one RPC. */
  name: string;
  send: (rpc: RpcClient, actor: Actor | null, body: 'valid' | 'invalid') => Promise<unknown>;
}

const probe = <Req, Res>(def: RpcDef<Req, Res>, valid: Req, invalid: Req): AdminProbe => ({
  service: def.service,
  name: def.pattern,
  send: (rpc, actor, body) => rpc.call(def, body === 'valid' ? valid : invalid, actor),
});

const probes: AdminProbe[] = [
  probe(
    IdentityRpc.setApproval,
    { userId: randomUUID(), action: 'approve' },
    { userId: 'not-a-uuid', action: 'approve' },
  ),
  probe(ProfileRpc.approveQuestionnaire, { userId: randomUUID() }, { userId: 'not-a-uuid' }),
  probe(
    DocumentRpc.adminReview,
    { documentId: randomUUID(), review: { decision: 'approve' } },
    { documentId: 'not-a-uuid', review: { decision: 'approve' } },
  ),
  probe(ContentRpc.deleteSentEmail, { id: randomUUID() }, { id: 'not-a-uuid' }),
  probe(BillingRpc.updatePlanPrice, { tier: 'silver', price: 2500 }, { tier: 'silver', price: -1 }),
  probe(MatchingRpc.adminGetRequest, { id: randomUUID() }, { id: 'not-a-uuid' }),
  probe(
    MessagingRpc.adminActOnMessageReport,
    { id: randomUUID(), action: 'dismiss' },
    { id: 'not-a-uuid', action: 'dismiss' },
  ),
  probe(CourseRpc.completeCourse, { userId: randomUUID() }, { userId: 'not-a-uuid' }),
];

const seeker: Actor = { userId: randomUUID(), role: 'seeker' };
const wali: Actor = { userId: randomUUID(), role: 'wali' };
const admin: Actor = { userId: randomUUID(), role: 'admin' };

/** `CODE: message` of the refusal, or what happened instead. */
const refusalOf = async (call: Promise<unknown>): Promise<string> => {
  try {
    await call;
    return 'answered';
  } catch (error) {
    return error instanceof DomainError ? `${error.code}: ${error.message}` : String(error);
  }
};

/** The outcome of the same call in every service, keyed by the probed RPC. */
const everywhere = async (
  rpc: RpcClient,
  actor: Actor | null,
  body: 'valid' | 'invalid',
  outcome: (refusal: string) => string = (refusal) => refusal,
): Promise<Record<string, string>> =>
  Object.fromEntries(
    await Promise.all(
      probes.map(async ({ name, send }): Promise<[string, string]> => [
        name,
        outcome(await refusalOf(send(rpc, actor, body))),
      ]),
    ),
  );

const inEveryService = (value: string): Record<string, string> =>
  Object.fromEntries(probes.map(({ name }) => [name, value]));

describe('the same unauthorised RPC gets the same answer from every service', () => {
  const harness = new ServiceHarness(15_000);

  beforeAll(async () => {
    // Nothing of Nest runs here but the RPC client, whose connection notices are noise.
    Logger.overrideLogger(false);
    // Each service runs from its own entry point, in its own process, as in production.
    const services = [...new Set(probes.map(({ service }) => service))];
    await Promise.all(services.map((service) => harness.spawn(service)));
  }, 180_000);
  afterAll(() => harness.stop(), 60_000);

  it('probes every service', () => {
    expect([...new Set(probes.map(({ service }) => service))].sort()).toEqual(
      Object.values(ServiceName).sort(),
    );
  });

  it.each(['valid', 'invalid'] as const)(
    'answers no caller with 401 and the sign-in message (%s body)',
    async (body) => {
      expect(await everywhere(harness.rpc, null, body)).toEqual(
        inEveryService(`${ErrorCode.Unauthenticated}: ${AccessMessage.SignIn}`),
      );
    },
  );

  it.each(['valid', 'invalid'] as const)(
    'answers a member or a wali with 403 before reading the body (%s body)',
    async (body) => {
      for (const caller of [seeker, wali]) {
        expect(await everywhere(harness.rpc, caller, body)).toEqual(
          inEveryService(`${ErrorCode.Forbidden}: ${AccessMessage.AdminOnly}`),
        );
      }
    },
  );

  it('lets an administrator through to validation, which refuses the bad body with 400', async () => {
    const codeOnly = (refusal: string): string => refusal.split(':')[0] ?? refusal;
    expect(await everywhere(harness.rpc, admin, 'invalid', codeOnly)).toEqual(
      inEveryService(ErrorCode.ValidationFailed),
    );
  });
});
