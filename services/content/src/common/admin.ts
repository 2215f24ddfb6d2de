import { DomainError, ErrorCode, type Actor } from '@mithaq/contracts';

/** The gateway checks the role too; the service does not rely on it (defence in depth). */
export const assertAdmin = (actor: Actor | null): Actor => {
  if (actor?.role !== 'admin') {
    throw new DomainError(ErrorCode.Forbidden, 'Only administrators can do this');
  }
  return actor;
};
