import { DomainError, ErrorCode, type Actor } from '@mithaq/contracts';

/** The gateway checks the role too; the service does not rely on it (defence in depth). */
export const assertAdmin = (actor: Actor | null): Actor => {
  if (actor?.role !== 'admin') {
    throw new DomainError(ErrorCode.Forbidden, 'Only administrators can do this');
  }
  return actor;
};

export const assertSignedIn = (actor: Actor | null): Actor => {
  if (!actor) {
    throw new DomainError(ErrorCode.Unauthenticated, 'Please sign in');
  }
  return actor;
};

/** The caller of an RPC envelope, read before its data is validated (403 before 400). */
export const actorOf = (envelope: unknown): Actor | null =>
  ((envelope ?? {}) as { actor?: Actor | null }).actor ?? null;
