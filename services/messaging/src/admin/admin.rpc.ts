import { RpcHandler, type RpcInput } from '@mithaq/bus';
import {
  Access,
  MessagingRpc,
  type AdminConversation,
  type AdminMessagePage,
  type MemberReport,
  type MessageReport,
  type MessagingAuditEntry,
  type MessagingStats,
  type RpcRequest,
  type SentMessage,
  type SupportThreadSummary,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { AdminInboxService } from './admin-inbox.service';
import { ModerationService } from './moderation.service';

type Admin<D> = RpcInput<RpcRequest<D>, typeof Access.Admin>;

/** The admin area's messaging calls: every one refused to anyone but an admin. */
@Controller()
export class AdminRpc {
  constructor(
    private readonly moderation: ModerationService,
    private readonly inbox: AdminInboxService,
  ) {}

  @RpcHandler(MessagingRpc.adminReportedMessages, { access: Access.Admin })
  reportedMessages({
    data,
  }: Admin<typeof MessagingRpc.adminReportedMessages>): Promise<MessageReport[]> {
    return this.moderation.messageReports(data.status);
  }

  @RpcHandler(MessagingRpc.adminActOnMessageReport, { access: Access.Admin })
  actOnMessageReport({
    actor,
    data,
  }: Admin<typeof MessagingRpc.adminActOnMessageReport>): Promise<MessageReport> {
    return this.moderation.actOnMessageReport(actor, data.id, data.action);
  }

  @RpcHandler(MessagingRpc.adminReportedMembers, { access: Access.Admin })
  reportedMembers({
    data,
  }: Admin<typeof MessagingRpc.adminReportedMembers>): Promise<MemberReport[]> {
    return this.moderation.memberReports(data.status);
  }

  @RpcHandler(MessagingRpc.adminActOnMemberReport, { access: Access.Admin })
  actOnMemberReport({
    actor,
    data,
  }: Admin<typeof MessagingRpc.adminActOnMemberReport>): Promise<MemberReport> {
    return this.moderation.actOnMemberReport(actor, data.id, data.action);
  }

  @RpcHandler(MessagingRpc.adminAllMessages, { access: Access.Admin })
  allMessages({
    actor,
    data,
  }: Admin<typeof MessagingRpc.adminAllMessages>): Promise<AdminMessagePage> {
    return this.inbox.allMessages(actor, data);
  }

  @RpcHandler(MessagingRpc.adminConversation, { access: Access.Admin })
  conversation({
    actor,
    data,
  }: Admin<typeof MessagingRpc.adminConversation>): Promise<AdminConversation> {
    return this.inbox.conversation(actor, data.conversationId);
  }

  @RpcHandler(MessagingRpc.adminSupportThreads, { access: Access.Admin })
  supportThreads(): Promise<SupportThreadSummary[]> {
    return this.inbox.supportThreads();
  }

  @RpcHandler(MessagingRpc.adminSupportReply, { access: Access.Admin })
  supportReply({
    actor,
    data,
  }: Admin<typeof MessagingRpc.adminSupportReply>): Promise<SentMessage> {
    return this.inbox.reply(actor, data.conversationId, data.content);
  }

  @RpcHandler(MessagingRpc.adminAuditLog, { access: Access.Admin })
  auditLog(): Promise<MessagingAuditEntry[]> {
    return this.inbox.auditLog();
  }

  @RpcHandler(MessagingRpc.adminStats, { access: Access.Admin })
  stats(): Promise<MessagingStats> {
    return this.moderation.stats();
  }
}
