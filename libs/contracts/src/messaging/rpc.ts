import { z } from 'zod';
import { defineRpc, ServiceName, type PingReply } from '../rpc';
import {
  allMessagesQuerySchema,
  blockMemberSchema,
  contactCardSchema,
  conversationIdParams,
  memberIdParams,
  memberReportActionSchema,
  messageIdParams,
  messageReportActionSchema,
  notificationPreferencesSchema,
  reportIdParams,
  reportListQuerySchema,
  reportMemberSchema,
  reportMessageSchema,
  sendMessageSchema,
  supportReplySchema,
  threadQuerySchema,
} from './schemas';
import type {
  AdminConversation,
  AdminMessagePage,
  BlockedMember,
  ContactCard,
  ContactExchangeState,
  ConversationSummary,
  MemberReport,
  MessageReport,
  MessagingAuditEntry,
  MessagingStats,
  ReadReceipt,
  ReportReply,
  SentMessage,
  SupportThreadSummary,
  ThreadPage,
} from './types';
import type { NotificationPreferences } from './schemas';

export * from './schemas';
export * from './types';
export * from './events';

const rpc = (pattern: string) => `${ServiceName.Messaging}.${pattern}`;
const messaging = <Res>() => {
  const define = defineRpc<Res>();
  return <S extends z.ZodType>(pattern: string, request: S) =>
    define(ServiceName.Messaging, rpc(pattern), request);
};

/**
 * The messaging service's RPCs. Member calls act as the actor (never on an id the body names);
 * admin calls are refused to anyone else by the handler's access rule.
 */
export const MessagingRpc = {
  ping: defineRpc<PingReply>()(ServiceName.Messaging, rpc('ping'), z.object({})),

  listConversations: messaging<ConversationSummary[]>()('conversation.list', z.object({})),
  thread: messaging<ThreadPage>()(
    'conversation.thread',
    threadQuerySchema.extend(conversationIdParams.shape),
  ),
  send: messaging<SentMessage>()('message.send', sendMessageSchema),
  markRead: messaging<ReadReceipt>()('message.read', messageIdParams),
  reportMessage: messaging<ReportReply>()(
    'message.report',
    reportMessageSchema.extend(messageIdParams.shape),
  ),
  reportMember: messaging<ReportReply>()('member.report', reportMemberSchema),
  listBlocks: messaging<BlockedMember[]>()('block.list', z.object({})),
  block: messaging<BlockedMember>()('block.create', blockMemberSchema),
  unblock: messaging<{ userId: string; unblocked: true }>()('block.delete', memberIdParams),
  /** The member's unread count across conversations (the navigation badge). */
  unreadCount: messaging<{ unread: number }>()('message.unread-count', z.object({})),
  getContactCard: messaging<ContactCard | null>()('contact-card.get', z.object({})),
  updateContactCard: messaging<ContactCard>()('contact-card.update', contactCardSchema),
  openContactExchange: messaging<ContactExchangeState>()(
    'contact-exchange.open',
    conversationIdParams,
  ),
  revealContactCard: messaging<ContactExchangeState>()(
    'contact-exchange.reveal',
    conversationIdParams,
  ),
  getNotificationPreferences: messaging<NotificationPreferences>()('preferences.get', z.object({})),
  updateNotificationPreferences: messaging<NotificationPreferences>()(
    'preferences.update',
    notificationPreferencesSchema,
  ),

  adminReportedMessages: messaging<MessageReport[]>()(
    'admin.reported-messages',
    reportListQuerySchema,
  ),
  adminActOnMessageReport: messaging<MessageReport>()(
    'admin.message-report.act',
    messageReportActionSchema.extend(reportIdParams.shape),
  ),
  adminReportedMembers: messaging<MemberReport[]>()('admin.reported-users', reportListQuerySchema),
  adminActOnMemberReport: messaging<MemberReport>()(
    'admin.member-report.act',
    memberReportActionSchema.extend(reportIdParams.shape),
  ),
  adminAllMessages: messaging<AdminMessagePage>()('admin.all-messages', allMessagesQuerySchema),
  adminConversation: messaging<AdminConversation>()('admin.conversation', conversationIdParams),
  adminSupportThreads: messaging<SupportThreadSummary[]>()('admin.support-threads', z.object({})),
  adminSupportReply: messaging<SentMessage>()(
    'admin.support-reply',
    supportReplySchema.extend(conversationIdParams.shape),
  ),
  adminAuditLog: messaging<MessagingAuditEntry[]>()('admin.audit-log', z.object({})),
  adminStats: messaging<MessagingStats>()('admin.stats', z.object({})),
} as const;
