import {
  DomainError,
  ErrorCode,
  MessageMessage,
  type Actor,
  type AdminConversation,
  type AdminMessage,
  type AdminMessagePage,
  type AllMessagesQuery,
  type MessagingAuditEntry,
  type SentMessage,
  type SupportThreadSummary,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { ConversationsRepository } from '../conversations/conversations.repository';
import { adminPreview, toMessage } from '../conversations/message.mapper';
import { MessagesRepository } from '../conversations/messages.repository';
import { SendingService } from '../conversations/sending.service';
import { MembersRepository } from '../members/members.repository';
import { refOf, toAuditEntry } from './admin.mapper';
import { AuditRepository } from './audit.repository';

const AUDIT_LOG_LENGTH = 200;

/** What admins read: every message, whole conversations (audited), and the support inbox. */
@Injectable()
export class AdminInboxService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly messages: MessagesRepository,
    private readonly members: MembersRepository,
    private readonly sending: SendingService,
    private readonly audit: AuditRepository,
  ) {}

  async allMessages(admin: Actor, query: AllMessagesQuery): Promise<AdminMessagePage> {
    const search = query.search || undefined;
    const [rows, total] = await this.messages.search({
      search,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const conversations = await this.conversations.findByIds([
      ...new Set(rows.map((row) => row.conversationId)),
    ]);
    const kinds = new Map(conversations.map((c): [string, AdminMessage['kind']] => [c.id, c.kind]));
    const members = await this.members.findMany(rows.flatMap((r) => [r.senderId, r.receiverId]));
    await this.audit.record({
      adminId: admin.userId,
      action: 'list-messages',
      conversationId: null,
      detail: `Page ${query.page}${search ? `, search "${search}"` : ''}`,
    });
    return {
      items: rows.map((row) => {
        const kind = kinds.get(row.conversationId) ?? 'member';
        return {
          id: row.id,
          conversationId: row.conversationId,
          kind,
          sender: refOf(row.senderId, members),
          receiver: kind === 'support' && !row.fromSupport ? null : refOf(row.receiverId, members),
          fromSupport: row.fromSupport,
          preview: adminPreview(row.content),
          createdAt: row.createdAt.toISOString(),
          isRead: row.readAt !== null,
          isFlagged: row.isFlagged,
          isFirstContact: row.isFirstContact,
          isRemoved: row.removedAt !== null,
        };
      }),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** A whole conversation; reading a member conversation is written to the audit log. */
  async conversation(admin: Actor, conversationId: string): Promise<AdminConversation> {
    const conversation = await this.conversations.findById(conversationId);
    if (!conversation) {
      throw new DomainError(ErrorCode.NotFound, MessageMessage.ConversationNotFound);
    }
    const [messages, members] = await Promise.all([
      this.messages.all(conversation.id),
      this.members.findMany([conversation.memberA, conversation.memberB]),
    ]);
    if (conversation.kind === 'member') {
      await this.audit.record({
        adminId: admin.userId,
        action: 'read-conversation',
        conversationId: conversation.id,
        detail: null,
      });
    }
    const sides =
      conversation.kind === 'support'
        ? [conversation.memberA]
        : [conversation.memberA, conversation.memberB];
    return {
      id: conversation.id,
      kind: conversation.kind,
      members: sides.map((id) => refOf(id, members)),
      closed: conversation.closed,
      closedReason: conversation.closedReason,
      messages: messages.map((message) => toMessage(message, 'admin')),
    };
  }

  /** Members' threads with the team: those whose last word is the member's first. */
  async supportThreads(): Promise<SupportThreadSummary[]> {
    const threads = await this.conversations.listSupport();
    const ids = threads.map((t) => t.id);
    const [last, unread, members] = await Promise.all([
      this.messages.lastOf(ids),
      this.messages.unreadCounts(ids, null),
      this.members.findMany(threads.map((t) => t.memberA)),
    ]);
    const awaiting = (id: string): boolean => last.get(id)?.fromSupport === false;
    return threads
      .map((thread) => {
        const lastMessage = last.get(thread.id);
        return {
          id: thread.id,
          member: refOf(thread.memberA, members),
          lastMessage: lastMessage ? toMessage(lastMessage, 'admin') : null,
          unreadCount: unread.get(thread.id) ?? 0,
          updatedAt: (thread.lastMessageAt ?? thread.updatedAt).toISOString(),
        };
      })
      .sort(
        (a, b) =>
          Number(awaiting(b.id)) - Number(awaiting(a.id)) || b.updatedAt.localeCompare(a.updatedAt),
      );
  }

  async reply(admin: Actor, conversationId: string, content: string): Promise<SentMessage> {
    const sent = await this.sending.replyAsSupport(admin, conversationId, content);
    await this.audit.record({
      adminId: admin.userId,
      action: 'reply-support',
      conversationId,
      detail: null,
    });
    return sent;
  }

  async auditLog(): Promise<MessagingAuditEntry[]> {
    const entries = await this.audit.latest(AUDIT_LOG_LENGTH);
    const members = await this.members.findMany(entries.map((e) => e.adminId));
    return entries.map((entry) => toAuditEntry(entry, members));
  }
}
