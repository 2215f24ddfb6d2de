import type {
  AdminMemberRef,
  MemberReport,
  MessageReport,
  MessagingAuditEntry,
} from '@mithaq/contracts';
import { adminPreview } from '../conversations/message.mapper';
import type { MessageEntity } from '../conversations/entities/message.entity';
import type { MemberEntity } from '../members/entities/member.entity';
import type { MemberReportEntity } from '../safety/entities/member-report.entity';
import type { MessageReportEntity } from '../safety/entities/message-report.entity';
import type { AuditEntryEntity } from './entities/audit-entry.entity';

export type Members = Map<string, MemberEntity>;

/** A person as admins see them; a null id is a deleted account (or, as reporter, the screening). */
export const refOf = (userId: string | null, members: Members): AdminMemberRef => {
  if (userId === null) {
    return { userId: null, username: null, email: null, deleted: true };
  }
  const member = members.get(userId);
  return {
    userId,
    username: member?.username ?? null,
    email: member?.email ?? null,
    deleted: false,
  };
};

/** The reporter of a report the automatic screening filed. */
export const SCREENING_REPORTER: AdminMemberRef = {
  userId: null,
  username: null,
  email: null,
  deleted: false,
};

export const toMessageReport = (
  report: MessageReportEntity,
  message: MessageEntity,
  members: Members,
): MessageReport => ({
  id: report.id,
  messageId: report.messageId,
  preview: adminPreview(message.content),
  messageRemoved: message.removedAt !== null,
  sender: refOf(message.senderId, members),
  reporter: report.reporterId === null ? SCREENING_REPORTER : refOf(report.reporterId, members),
  reason: report.reason,
  note: report.note,
  status: report.status,
  createdAt: report.createdAt.toISOString(),
  handledAt: report.handledAt?.toISOString() ?? null,
  handledBy: report.handledBy,
  action: report.action,
});

export const toMemberReport = (report: MemberReportEntity, members: Members): MemberReport => ({
  id: report.id,
  member: refOf(report.memberId, members),
  reporter: refOf(report.reporterId, members),
  reason: report.reason,
  note: report.note,
  status: report.status,
  createdAt: report.createdAt.toISOString(),
  handledAt: report.handledAt?.toISOString() ?? null,
  handledBy: report.handledBy,
  action: report.action,
});

export const toAuditEntry = (entry: AuditEntryEntity, members: Members): MessagingAuditEntry => ({
  id: entry.id,
  adminId: entry.adminId ?? '',
  adminUsername: entry.adminId ? (members.get(entry.adminId)?.username ?? null) : null,
  action: entry.action,
  conversationId: entry.conversationId,
  detail: entry.detail,
  at: entry.at.toISOString(),
});
