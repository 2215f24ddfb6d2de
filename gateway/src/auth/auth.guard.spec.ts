import type { ExecutionContext } from '@nestjs/common';
import {
  AccessMessage,
  ContentRoutes,
  DomainError,
  ErrorCode,
  IdentityRoutes,
  ProfileRoutes,
  Role,
  type Actor,
} from '@mithaq/contracts';
import { requestOf, type FakeRequest } from '../../test/route-harness';
import { Route } from '../http/route';
import { AuthGuard, UNDECLARED_ROUTE_MESSAGE } from './auth.guard';

const member: Actor = { userId: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890', role: Role.Seeker };
const admin: Actor = { userId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d', role: Role.Admin };

class Handlers {
  @Route(ContentRoutes.listSettings)
  open(): void {}

  @Route(IdentityRoutes.currentUser)
  signedIn(): void {}

  @Route(IdentityRoutes.listUsers)
  adminOnly(): void {}

  @Route(ProfileRoutes.getQuestionnaire)
  ownOrAdmin(): void {}

  undeclared(): void {}
}

const contextFor = (handler: keyof Handlers, request: FakeRequest): ExecutionContext =>
  ({
    getHandler: () => Handlers.prototype[handler],
    getClass: () => Handlers,
    switchToHttp: () => ({ getRequest: () => requestOf(request) }),
  }) as unknown as ExecutionContext;

const outcome = (handler: keyof Handlers, request: FakeRequest): string => {
  try {
    return String(new AuthGuard().canActivate(contextFor(handler, request)));
  } catch (error) {
    return error instanceof DomainError ? `${error.code}: ${error.message}` : String(error);
  }
};

describe('the auth guard', () => {
  it("applies the declared route's access rule", () => {
    expect(outcome('open', {})).toBe('true');
    expect(outcome('signedIn', {})).toBe(`${ErrorCode.Unauthenticated}: ${AccessMessage.SignIn}`);
    expect(outcome('signedIn', { actor: member })).toBe('true');
    expect(outcome('adminOnly', { actor: member })).toBe(
      `${ErrorCode.Forbidden}: ${AccessMessage.AdminOnly}`,
    );
    expect(outcome('adminOnly', { actor: admin })).toBe('true');
  });

  it('compares the owner id with the session before anything is validated', () => {
    expect(outcome('ownOrAdmin', { actor: member, params: { userId: member.userId } })).toBe(
      'true',
    );
    expect(outcome('ownOrAdmin', { actor: member, params: { userId: 'not-an-id' } })).toBe(
      `${ErrorCode.Forbidden}: ${AccessMessage.SelfOnly}`,
    );
    expect(outcome('ownOrAdmin', { actor: admin, params: { userId: member.userId } })).toBe('true');
  });

  it('refuses a handler that declares no route, whoever calls', () => {
    const refused = `${ErrorCode.Forbidden}: ${UNDECLARED_ROUTE_MESSAGE}`;
    expect(outcome('undeclared', {})).toBe(refused);
    expect(outcome('undeclared', { actor: admin })).toBe(refused);
  });
});
