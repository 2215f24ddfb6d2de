import type { AdminMemberRef } from '@mithaq/contracts';

/** How an admin table names a member: "@username", or "Deleted member" once the account is gone. */
export const memberLabel = (member: AdminMemberRef | null): string => {
  if (!member) {
    return '—';
  }
  if (member.deleted) {
    return 'Deleted member';
  }
  return member.username ? `@${member.username}` : (member.email ?? '—');
};
