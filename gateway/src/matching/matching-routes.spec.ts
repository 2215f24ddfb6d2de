import type { RpcClient } from '@mithaq/bus';
import {
  AccessMessage,
  DEFAULT_MATCH_WEIGHTS,
  ErrorCode,
  MatchingRoutes,
  MatchingRpc,
  Role,
  type Actor,
} from '@mithaq/contracts';
import { refusalOf, serve } from '../../test/route-harness';
import { routeOf } from '../http/route';
import { ReadCache } from '../infra/read-cache';
import { AdminMatchingController } from './admin-matching.controller';
import { MatchesController } from './matches.controller';
import { MatchRequestsController } from './match-requests.controller';

const member: Actor = { userId: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890', role: Role.Seeker };
const admin: Actor = { userId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', role: Role.Admin };
const other = '11111111-2222-4333-8444-555555555555';
const requestId = '99999999-8888-4777-8666-555555555555';

/** A read cache that keeps nothing: these tests are about what reaches the service. */
const noCache = () => new ReadCache({ maxAgeMs: 0, maxMembers: 1, maxPerMember: 1 });

/** A bus client that records each call and answers with a marker. */
const fakeRpc = () => {
  const call = jest.fn((..._args: unknown[]) => Promise.resolve({ answered: true }));
  return { rpc: { call } as unknown as RpcClient, call };
};

describe('member match routes', () => {
  it('coerces and defaults the list query before calling the service', async () => {
    const { rpc, call } = fakeRpc();
    const controller = new MatchesController(rpc, noCache());
    await serve(controller, 'list', {
      actor: member,
      query: { page: '2', minCompatibility: '55', sort: 'name' },
    });
    expect(call).toHaveBeenCalledWith(
      MatchingRpc.listMatches,
      { page: 2, pageSize: 12, minCompatibility: 55, sort: 'name' },
      member,
    );
    await serve(controller, 'dashboard', { actor: member });
    expect(call).toHaveBeenLastCalledWith(MatchingRpc.dashboard, { sort: 'compatibility' }, member);
  });

  it('refuses a bad query or an unknown parameter with field messages and no call', async () => {
    const { rpc, call } = fakeRpc();
    const controller = new MatchesController(rpc, noCache());
    const outOfRange = await refusalOf(
      serve(controller, 'list', { actor: member, query: { minCompatibility: '101' } }),
    );
    expect(outOfRange.code).toBe(ErrorCode.ValidationFailed);
    expect(outOfRange.fields).toEqual({
      minCompatibility: 'minCompatibility must be from 0 to 100',
    });
    const tooBig = await refusalOf(
      serve(controller, 'list', { actor: member, query: { pageSize: '500' } }),
    );
    expect(tooBig.fields).toEqual({ pageSize: 'pageSize must be at most 50' });
    const badSort = await refusalOf(
      serve(controller, 'dashboard', { actor: member, query: { sort: 'age' } }),
    );
    expect(badSort.code).toBe(ErrorCode.ValidationFailed);
    const unknown = await refusalOf(
      serve(controller, 'list', { actor: member, query: { userId: other } }),
    );
    expect(unknown.code).toBe(ErrorCode.ValidationFailed);
    const badId = await refusalOf(
      serve(controller, 'profile', { actor: member, params: { userId: 'not-a-uuid' } }),
    );
    expect(badId.fields).toEqual({ userId: 'The user id must be a UUID' });
    expect(call).not.toHaveBeenCalled();
  });

  it('asks for a match profile by user id as the caller', async () => {
    const { rpc, call } = fakeRpc();
    await serve(new MatchesController(rpc, noCache()), 'profile', {
      actor: member,
      params: { userId: other },
    });
    expect(call).toHaveBeenCalledWith(MatchingRpc.matchProfile, { userId: other }, member);
  });
});

describe('match request routes', () => {
  it('sends a request as the caller with a trimmed message', async () => {
    const { rpc, call } = fakeRpc();
    await serve(new MatchRequestsController(rpc), 'create', {
      actor: member,
      body: { requesterId: member.userId, targetId: other, message: '  Assalamu alaikum  ' },
    });
    expect(call).toHaveBeenCalledWith(
      MatchingRpc.createRequest,
      { requesterId: member.userId, targetId: other, message: 'Assalamu alaikum' },
      member,
    );
  });

  it("refuses a request in another member's name (403) and a bad body (400), calling nothing", async () => {
    const { rpc, call } = fakeRpc();
    const controller = new MatchRequestsController(rpc);
    const impostor = await refusalOf(
      serve(controller, 'create', {
        actor: member,
        body: { requesterId: other, targetId: member.userId },
      }),
    );
    expect(impostor.code).toBe(ErrorCode.Forbidden);
    expect(impostor.message).toBe(AccessMessage.SelfOnly);
    // The owner is checked before the body is read: a bad body in someone else's name is 403.
    const badImpostor = await refusalOf(
      serve(controller, 'create', { actor: member, body: { requesterId: 'nobody' } }),
    );
    expect(badImpostor.code).toBe(ErrorCode.Forbidden);
    const bad = await refusalOf(
      serve(controller, 'create', {
        actor: member,
        body: { requesterId: member.userId, targetId: 'nobody', message: 'x'.repeat(501) },
      }),
    );
    expect(bad.code).toBe(ErrorCode.ValidationFailed);
    expect(bad.fields).toEqual({
      targetId: 'The user id must be a UUID',
      message: 'message must be at most 500 characters',
    });
    expect(call).not.toHaveBeenCalled();
  });

  it('answers a request by id and refuses other statuses or ids', async () => {
    const { rpc, call } = fakeRpc();
    const controller = new MatchRequestsController(rpc);
    await serve(controller, 'respond', {
      actor: member,
      params: { id: requestId },
      body: { status: 'accepted' },
    });
    expect(call).toHaveBeenCalledWith(
      MatchingRpc.respondRequest,
      { id: requestId, status: 'accepted' },
      member,
    );
    call.mockClear();
    const expired = await refusalOf(
      serve(controller, 'respond', {
        actor: member,
        params: { id: requestId },
        body: { status: 'expired' },
      }),
    );
    expect(expired.fields).toEqual({ status: "status must be 'accepted' or 'declined'" });
    const badId = await refusalOf(
      serve(controller, 'respond', {
        actor: member,
        params: { id: '42' },
        body: { status: 'declined' },
      }),
    );
    expect(badId.fields).toEqual({ id: 'The id must be a UUID' });
    expect(call).not.toHaveBeenCalled();
  });

  it('needs a session on every member route', async () => {
    const { rpc, call } = fakeRpc();
    const signedOut = await refusalOf(serve(new MatchRequestsController(rpc), 'sent', {}));
    expect([signedOut.code, signedOut.message]).toEqual([
      ErrorCode.Unauthenticated,
      AccessMessage.SignIn,
    ]);
    expect(call).not.toHaveBeenCalled();
  });
});

describe('admin matching routes', () => {
  it('are admin-only while the member routes are open to every signed-in role', async () => {
    const adminHandlers = Object.getOwnPropertyNames(AdminMatchingController.prototype).filter(
      (name) => name !== 'constructor',
    );
    const admins = adminHandlers.map((name) =>
      routeOf((AdminMatchingController.prototype as unknown as Record<string, object>)[name] ?? {}),
    );
    expect(admins.every((route) => route?.access === 'admin')).toBe(true);
    expect(admins).toHaveLength(9);
    expect(routeOf(MatchesController.prototype.list)).toBe(MatchingRoutes.listMatches);
    expect(MatchingRoutes.listMatches.access).toBe('signed-in');

    const { rpc, call } = fakeRpc();
    const refused = await refusalOf(
      serve(new AdminMatchingController(rpc), 'updateWeights', {
        actor: member,
        body: { weights: 'nonsense' },
      }),
    );
    expect([refused.code, refused.message]).toEqual([ErrorCode.Forbidden, AccessMessage.AdminOnly]);
    expect(call).not.toHaveBeenCalled();
  });

  it('validates weights and thresholds before anything is saved', async () => {
    const { rpc, call } = fakeRpc();
    const controller = new AdminMatchingController(rpc);
    const tooMuch = await refusalOf(
      serve(controller, 'updateWeights', {
        actor: admin,
        body: { weights: { ...DEFAULT_MATCH_WEIGHTS, smoking: 12 } },
      }),
    );
    expect(tooMuch.fields).toEqual({ weights: 'Weights must total 100% (they total 110%)' });
    const unordered = await refusalOf(
      serve(controller, 'updateThresholds', {
        actor: admin,
        body: { high: 50, medium: 60, low: 60 },
      }),
    );
    expect(unordered.fields).toEqual({
      high: 'High must be above medium',
      medium: 'Medium must be above low',
    });
    expect(call).not.toHaveBeenCalled();

    await serve(controller, 'updateWeights', {
      actor: admin,
      body: { weights: DEFAULT_MATCH_WEIGHTS },
    });
    expect(call).toHaveBeenCalledWith(
      MatchingRpc.updateWeights,
      { weights: DEFAULT_MATCH_WEIGHTS },
      admin,
    );
    await serve(controller, 'updateThresholds', {
      actor: admin,
      body: { high: 80, medium: 55, low: 30 },
    });
    expect(call).toHaveBeenLastCalledWith(
      MatchingRpc.updateThresholds,
      { high: 80, medium: 55, low: 30 },
      admin,
    );
  });

  it('passes the request id and trimmed notes, and the list filters', async () => {
    const { rpc, call } = fakeRpc();
    const controller = new AdminMatchingController(rpc);
    await serve(controller, 'updateRequest', {
      actor: admin,
      params: { id: requestId },
      body: { status: 'declined', adminNotes: ' ok ' },
    });
    expect(call).toHaveBeenCalledWith(
      MatchingRpc.adminUpdateRequest,
      { id: requestId, status: 'declined', adminNotes: 'ok' },
      admin,
    );
    await serve(controller, 'listRequests', {
      actor: admin,
      query: { status: 'pending', page: '3' },
    });
    expect(call).toHaveBeenLastCalledWith(
      MatchingRpc.adminListRequests,
      { status: 'pending', page: 3, pageSize: 20 },
      admin,
    );
    const badId = await refusalOf(
      serve(controller, 'getRequest', { actor: admin, params: { id: 'abc' } }),
    );
    expect(badId.code).toBe(ErrorCode.ValidationFailed);
  });
});
