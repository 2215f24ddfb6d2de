import { Reflector } from '@nestjs/core';
import type { RpcClient } from '@mithaq/bus';
import {
  DEFAULT_MATCH_WEIGHTS,
  DomainError,
  ErrorCode,
  MatchingRpc,
  Role,
  type Actor,
} from '@mithaq/contracts';
import { ROLES } from '../auth/decorators';
import { AdminMatchingController } from './admin-matching.controller';
import { MatchesController } from './matches.controller';
import { MatchRequestsController } from './match-requests.controller';

const member: Actor = { userId: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890', role: Role.Seeker };
const admin: Actor = { userId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', role: Role.Admin };
const other = '11111111-2222-4333-8444-555555555555';
const requestId = '99999999-8888-4777-8666-555555555555';

/** A bus client that records each call and answers with a marker. */
const fakeRpc = () => {
  const call = jest.fn((..._args: unknown[]) => Promise.resolve({ answered: true }));
  return { rpc: { call } as unknown as RpcClient, call };
};

/** The DomainError a synchronous throw carries, for asserting code and field messages. */
const errorOf = (work: () => unknown): DomainError => {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a DomainError');
};

describe('member match routes', () => {
  it('coerces and defaults the list query before calling the service', async () => {
    const { rpc, call } = fakeRpc();
    const controller = new MatchesController(rpc);
    await controller.list(member, { page: '2', minCompatibility: '55', sort: 'name' });
    expect(call).toHaveBeenCalledWith(
      MatchingRpc.listMatches,
      { page: 2, pageSize: 12, minCompatibility: 55, sort: 'name' },
      member,
    );
    await controller.dashboard(member, {});
    expect(call).toHaveBeenLastCalledWith(MatchingRpc.dashboard, { sort: 'compatibility' }, member);
  });

  it('refuses a bad query or an unknown parameter with field messages and no call', () => {
    const { rpc, call } = fakeRpc();
    const controller = new MatchesController(rpc);
    const outOfRange = errorOf(() => controller.list(member, { minCompatibility: '101' }));
    expect(outOfRange.code).toBe(ErrorCode.ValidationFailed);
    expect(outOfRange.fields).toEqual({
      minCompatibility: 'minCompatibility must be from 0 to 100',
    });
    expect(errorOf(() => controller.list(member, { pageSize: '500' })).fields).toEqual({
      pageSize: 'pageSize must be at most 50',
    });
    expect(errorOf(() => controller.dashboard(member, { sort: 'age' })).code).toBe(
      ErrorCode.ValidationFailed,
    );
    expect(errorOf(() => controller.list(member, { userId: other })).code).toBe(
      ErrorCode.ValidationFailed,
    );
    expect(errorOf(() => controller.profile(member, 'not-a-uuid')).fields).toEqual({
      _: 'The user id must be a UUID',
    });
    expect(call).not.toHaveBeenCalled();
  });

  it('asks for a match profile by user id as the caller', async () => {
    const { rpc, call } = fakeRpc();
    await new MatchesController(rpc).profile(member, other);
    expect(call).toHaveBeenCalledWith(MatchingRpc.matchProfile, { userId: other }, member);
  });
});

describe('match request routes', () => {
  it('sends a request as the caller with a trimmed message', async () => {
    const { rpc, call } = fakeRpc();
    await new MatchRequestsController(rpc).create(member, {
      requesterId: member.userId,
      targetId: other,
      message: '  Assalamu alaikum  ',
    });
    expect(call).toHaveBeenCalledWith(
      MatchingRpc.createRequest,
      { requesterId: member.userId, targetId: other, message: 'Assalamu alaikum' },
      member,
    );
  });

  it("refuses a request in another member's name (403) and a bad body (400), calling nothing", () => {
    const { rpc, call } = fakeRpc();
    const controller = new MatchRequestsController(rpc);
    const impostor = errorOf(() =>
      controller.create(member, { requesterId: other, targetId: member.userId }),
    );
    expect(impostor.code).toBe(ErrorCode.Forbidden);
    expect(impostor.message).toBe('You can only send requests as yourself');
    const bad = errorOf(() =>
      controller.create(member, {
        requesterId: member.userId,
        targetId: 'nobody',
        message: 'x'.repeat(501),
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
    await controller.respond(member, requestId, { status: 'accepted' });
    expect(call).toHaveBeenCalledWith(
      MatchingRpc.respondRequest,
      { id: requestId, status: 'accepted' },
      member,
    );
    call.mockClear();
    expect(
      errorOf(() => controller.respond(member, requestId, { status: 'expired' })).fields,
    ).toEqual({
      status: "status must be 'accepted' or 'declined'",
    });
    expect(errorOf(() => controller.respond(member, '42', { status: 'declined' })).fields).toEqual({
      id: 'The id must be a UUID',
    });
    expect(call).not.toHaveBeenCalled();
  });
});

describe('admin matching routes', () => {
  const reflector = new Reflector();

  it('are admin-only while the member routes are open to every signed-in role', () => {
    expect(reflector.get<Role[]>(ROLES, AdminMatchingController)).toEqual([Role.Admin]);
    expect(reflector.get<Role[] | undefined>(ROLES, MatchesController)).toBeUndefined();
    expect(reflector.get<Role[] | undefined>(ROLES, MatchRequestsController)).toBeUndefined();
  });

  it('validates weights and thresholds before anything is saved', async () => {
    const { rpc, call } = fakeRpc();
    const controller = new AdminMatchingController(rpc);
    const tooMuch = errorOf(() =>
      controller.updateWeights(admin, { weights: { ...DEFAULT_MATCH_WEIGHTS, smoking: 12 } }),
    );
    expect(tooMuch.fields).toEqual({ weights: 'Weights must total 100% (they total 110%)' });
    const unordered = errorOf(() =>
      controller.updateThresholds(admin, { high: 50, medium: 60, low: 60 }),
    );
    expect(unordered.fields).toEqual({
      high: 'High must be above medium',
      medium: 'Medium must be above low',
    });
    expect(call).not.toHaveBeenCalled();

    await controller.updateWeights(admin, { weights: DEFAULT_MATCH_WEIGHTS });
    expect(call).toHaveBeenCalledWith(
      MatchingRpc.updateWeights,
      { weights: DEFAULT_MATCH_WEIGHTS },
      admin,
    );
    await controller.updateThresholds(admin, { high: 80, medium: 55, low: 30 });
    expect(call).toHaveBeenLastCalledWith(
      MatchingRpc.updateThresholds,
      { high: 80, medium: 55, low: 30 },
      admin,
    );
  });

  it('passes the request id and trimmed notes, and the list filters', async () => {
    const { rpc, call } = fakeRpc();
    const controller = new AdminMatchingController(rpc);
    await controller.updateRequest(admin, requestId, { status: 'declined', adminNotes: ' ok ' });
    expect(call).toHaveBeenCalledWith(
      MatchingRpc.adminUpdateRequest,
      { id: requestId, status: 'declined', adminNotes: 'ok' },
      admin,
    );
    await controller.listRequests(admin, { status: 'pending', page: '3' });
    expect(call).toHaveBeenLastCalledWith(
      MatchingRpc.adminListRequests,
      { status: 'pending', page: 3, pageSize: 20 },
      admin,
    );
    expect(errorOf(() => controller.getRequest(admin, 'abc')).code).toBe(
      ErrorCode.ValidationFailed,
    );
  });
});
