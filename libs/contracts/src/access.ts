import { DomainError, ErrorCode } from './errors';
import { Role, type Actor } from './rpc';

/**
 * Who may call an HTTP route or an RPC. `visitor`: anyone, signed in or not. `signed-in`: any
 * signed-in account. `self`: a signed-in account acting on its own id (the route or RPC names
 * the field holding that id). `self-or-admin`: the same, or any administrator. `admin`:
 * administrators only. `wali`: a signed-in wali.
 */
export const Access = {
  Visitor: 'visitor',
  SignedIn: 'signed-in',
  Self: 'self',
  SelfOrAdmin: 'self-or-admin',
  Admin: 'admin',
  Wali: 'wali',
} as const;
export type Access = (typeof Access)[keyof typeof Access];
export const accessLevels = Object.values(Access);

/** The messages every door gives, so the same refusal reads the same everywhere. */
export const AccessMessage = {
  SignIn: 'Please sign in to continue',
  AdminOnly: 'Only administrators can do this',
  SelfOnly: 'You can only do this for your own account',
  WaliOnly: 'Only a wali can do this',
} as const;

export const requireSignedIn = (actor: Actor | null | undefined): Actor => {
  if (!actor) {
    throw new DomainError(ErrorCode.Unauthenticated, AccessMessage.SignIn);
  }
  return actor;
};

export const requireAdmin = (actor: Actor | null | undefined): Actor => {
  const signedIn = requireSignedIn(actor);
  if (signedIn.role !== Role.Admin) {
    throw new DomainError(ErrorCode.Forbidden, AccessMessage.AdminOnly);
  }
  return signedIn;
};

export const requireWali = (actor: Actor | null | undefined): Actor => {
  const signedIn = requireSignedIn(actor);
  if (signedIn.role !== Role.Wali) {
    throw new DomainError(ErrorCode.Forbidden, AccessMessage.WaliOnly);
  }
  return signedIn;
};

/** The caller acts on their own id; `ownerId` is whatever the request named, unvalidated. */
export const requireSelf = (actor: Actor | null | undefined, ownerId: unknown): Actor => {
  const signedIn = requireSignedIn(actor);
  if (ownerId !== signedIn.userId) {
    throw new DomainError(ErrorCode.Forbidden, AccessMessage.SelfOnly);
  }
  return signedIn;
};

export const requireSelfOrAdmin = (actor: Actor | null | undefined, ownerId: unknown): Actor => {
  const signedIn = requireSignedIn(actor);
  if (signedIn.role !== Role.Admin && ownerId !== signedIn.userId) {
    throw new DomainError(ErrorCode.Forbidden, AccessMessage.SelfOnly);
  }
  return signedIn;
};

/**
 * Applies an access level. Returns the actor (null only for `visitor`); throws UNAUTHENTICATED
 * (401) or FORBIDDEN (403). Callers run it before validating the request, so a caller who may
 * not call gets the same status whatever they sent.
 */
export const checkAccess = (
  access: Access,
  actor: Actor | null | undefined,
  ownerId?: unknown,
): Actor | null => {
  switch (access) {
    case Access.Visitor:
      return actor ?? null;
    case Access.SignedIn:
      return requireSignedIn(actor);
    case Access.Self:
      return requireSelf(actor, ownerId);
    case Access.SelfOrAdmin:
      return requireSelfOrAdmin(actor, ownerId);
    case Access.Admin:
      return requireAdmin(actor);
    case Access.Wali:
      return requireWali(actor);
  }
};

/** The actor type a handler receives for an access level: null only reaches visitor routes. */
export type ActorFor<A extends Access> = A extends typeof Access.Visitor ? Actor | null : Actor;
