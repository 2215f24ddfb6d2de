import { Access, accessLevels, checkAccess, requireSelfOrAdmin } from './access';
import { DomainError } from './errors';
import type { Actor } from './rpc';

const seeker: Actor = { userId: '11111111-1111-4111-8111-111111111111', role: 'seeker' };
const wali: Actor = { userId: '22222222-2222-4222-8222-222222222222', role: 'wali' };
const admin: Actor = { userId: '33333333-3333-4333-8333-333333333333', role: 'admin' };

const outcome = (access: Access, actor: Actor | null, ownerId?: unknown): string => {
  try {
    checkAccess(access, actor, ownerId);
    return 'ok';
  } catch (error) {
    return error instanceof DomainError ? error.code : 'thrown';
  }
};

describe('checkAccess', () => {
  it('lets anyone through a visitor door and hands back the caller', () => {
    expect(checkAccess(Access.Visitor, null)).toBeNull();
    expect(checkAccess(Access.Visitor, seeker)).toBe(seeker);
  });

  it('refuses a caller without a session with 401 at every other door', () => {
    for (const access of accessLevels.filter((level) => level !== Access.Visitor)) {
      expect(outcome(access, null, seeker.userId)).toBe('UNAUTHENTICATED');
    }
  });

  it.each([
    [Access.SignedIn, seeker, undefined, 'ok'],
    [Access.SignedIn, wali, undefined, 'ok'],
    [Access.Admin, admin, undefined, 'ok'],
    [Access.Admin, seeker, undefined, 'FORBIDDEN'],
    [Access.Admin, wali, undefined, 'FORBIDDEN'],
    [Access.Wali, wali, undefined, 'ok'],
    [Access.Wali, seeker, undefined, 'FORBIDDEN'],
    [Access.Self, seeker, seeker.userId, 'ok'],
    [Access.Self, seeker, wali.userId, 'FORBIDDEN'],
    [Access.Self, admin, seeker.userId, 'FORBIDDEN'],
    [Access.Self, seeker, undefined, 'FORBIDDEN'],
    [Access.SelfOrAdmin, admin, seeker.userId, 'ok'],
    [Access.SelfOrAdmin, seeker, seeker.userId, 'ok'],
    [Access.SelfOrAdmin, wali, seeker.userId, 'FORBIDDEN'],
  ] as const)('%s for a %s → %s', (access, actor, ownerId, expected) => {
    expect(outcome(access, actor, ownerId)).toBe(expected);
  });

  it('gives the same refusal message at every door', () => {
    expect(() => checkAccess(Access.Admin, seeker)).toThrow('Only administrators can do this');
    expect(() => checkAccess(Access.SignedIn, null)).toThrow('Please sign in to continue');
    expect(() => requireSelfOrAdmin(wali, seeker.userId)).toThrow(
      'You can only do this for your own account',
    );
  });
});
