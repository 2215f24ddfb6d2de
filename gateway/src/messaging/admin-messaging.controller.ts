import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  MessagingRoutes,
  MessagingRpc,
  type AdminConversation,
  type AdminMessagePage,
  type MemberReport,
  type MessageReport,
  type MessagingAuditEntry,
  type MessagingStats,
  type RouteInput,
  type SentMessage,
  type SupportThreadSummary,
} from '@mithaq/contracts';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import { In, Route } from '../http/route';
import { InjectGatewayConfig } from '../infra/infra.module';
import { endUserSessions } from '../security/session';

const R = MessagingRoutes;

/** The admin messaging tabs: reports and their actions, all messages, support inbox, audit. */
@Controller()
export class AdminMessagingController {
  /** A suspended member is signed out everywhere at once (their sockets close on the next check). */
  private readonly signOut: (userId: string | null) => Promise<void>;

  constructor(
    private readonly rpc: RpcClient,
    redis: Redis,
    @InjectGatewayConfig() config: GatewayConfig,
  ) {
    this.signOut = async (userId) => {
      if (userId) {
        await endUserSessions(redis, config, userId);
      }
    };
  }

  @Route(R.adminReportedMessages)
  reportedMessages(
    @In() { actor, query }: RouteInput<typeof R.adminReportedMessages>,
  ): Promise<MessageReport[]> {
    return this.rpc.call(MessagingRpc.adminReportedMessages, query, actor);
  }

  @Route(R.adminActOnMessageReport)
  async actOnMessageReport(
    @In() { actor, params, body }: RouteInput<typeof R.adminActOnMessageReport>,
  ): Promise<MessageReport> {
    const report = await this.rpc.call(
      MessagingRpc.adminActOnMessageReport,
      { ...body, id: params.id },
      actor,
    );
    if (body.action === 'suspend-sender') {
      await this.signOut(report.sender.userId);
    }
    return report;
  }

  @Route(R.adminReportedMembers)
  reportedMembers(
    @In() { actor, query }: RouteInput<typeof R.adminReportedMembers>,
  ): Promise<MemberReport[]> {
    return this.rpc.call(MessagingRpc.adminReportedMembers, query, actor);
  }

  @Route(R.adminActOnMemberReport)
  async actOnMemberReport(
    @In() { actor, params, body }: RouteInput<typeof R.adminActOnMemberReport>,
  ): Promise<MemberReport> {
    const report = await this.rpc.call(
      MessagingRpc.adminActOnMemberReport,
      { ...body, id: params.id },
      actor,
    );
    if (body.action === 'suspend-member') {
      await this.signOut(report.member.userId);
    }
    return report;
  }

  @Route(R.adminAllMessages)
  allMessages(
    @In() { actor, query }: RouteInput<typeof R.adminAllMessages>,
  ): Promise<AdminMessagePage> {
    return this.rpc.call(MessagingRpc.adminAllMessages, query, actor);
  }

  @Route(R.adminConversation)
  conversation(
    @In() { actor, params }: RouteInput<typeof R.adminConversation>,
  ): Promise<AdminConversation> {
    return this.rpc.call(
      MessagingRpc.adminConversation,
      { conversationId: params.conversationId },
      actor,
    );
  }

  @Route(R.adminSupportThreads)
  supportThreads(
    @In() { actor }: RouteInput<typeof R.adminSupportThreads>,
  ): Promise<SupportThreadSummary[]> {
    return this.rpc.call(MessagingRpc.adminSupportThreads, {}, actor);
  }

  @Route(R.adminSupportReply)
  supportReply(
    @In() { actor, params, body }: RouteInput<typeof R.adminSupportReply>,
  ): Promise<SentMessage> {
    return this.rpc.call(
      MessagingRpc.adminSupportReply,
      { ...body, conversationId: params.conversationId },
      actor,
    );
  }

  @Route(R.adminAuditLog)
  auditLog(@In() { actor }: RouteInput<typeof R.adminAuditLog>): Promise<MessagingAuditEntry[]> {
    return this.rpc.call(MessagingRpc.adminAuditLog, {}, actor);
  }

  @Route(R.adminStats)
  stats(@In() { actor }: RouteInput<typeof R.adminStats>): Promise<MessagingStats> {
    return this.rpc.call(MessagingRpc.adminStats, {}, actor);
  }
}
