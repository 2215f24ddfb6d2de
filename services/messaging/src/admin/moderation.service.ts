import { EventBus, RpcClient } from '@mithaq/bus';
import {
  ACTIVE_CONVERSATION_DAYS,
  DomainError,
  ErrorCode,
  IdentityRpc,
  MessageMessage,
  reportReasonLabels,
  type Actor,
  type MemberReport,
  type MemberReportAction,
  type MessageReport,
  type MessageReportAction,
  type MessagingStats,
  type ReportStatus,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { ConversationsRepository } from '../conversations/conversations.repository';
import { MessagesRepository } from '../conversations/messages.repository';
import { MembersRepository } from '../members/members.repository';
import type { MessageReportEntity } from '../safety/entities/message-report.entity';
import { ReportsRepository } from '../safety/reports.repository';
import { toMemberReport, toMessageReport } from './admin.mapper';
import { AuditRepository } from './audit.repository';

const statusAfter = (action: string): ReportStatus =>
  action === 'dismiss' ? 'dismissed' : 'actioned';

/** The admins' report queues, their actions and the counters. */
@Injectable()
export class ModerationService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly messages: MessagesRepository,
    private readonly conversations: ConversationsRepository,
    private readonly members: MembersRepository,
    private readonly audit: AuditRepository,
    private readonly rpc: RpcClient,
    private readonly events: EventBus,
  ) {}

  async messageReports(status: ReportStatus | 'all'): Promise<MessageReport[]> {
    const reports = await this.reports.listMessageReports(status);
    const messages = new Map(
      (await this.messages.findByIds([...new Set(reports.map((r) => r.messageId))])).map((m) => [
        m.id,
        m,
      ]),
    );
    const members = await this.members.findMany([
      ...reports.map((r) => r.reporterId),
      ...[...messages.values()].map((m) => m.senderId),
    ]);
    return reports.flatMap((report) => {
      const message = messages.get(report.messageId);
      return message ? [toMessageReport(report, message, members)] : [];
    });
  }

  async memberReports(status: ReportStatus | 'all'): Promise<MemberReport[]> {
    const reports = await this.reports.listMemberReports(status);
    const members = await this.members.findMany(reports.flatMap((r) => [r.memberId, r.reporterId]));
    return reports.map((report) => toMemberReport(report, members));
  }

  /**
   * Dismisses a message report, removes the message (for both members) or suspends its sender
   * through identity. The suspension is asked first: when identity refuses, the report stays open.
   */
  async actOnMessageReport(
    admin: Actor,
    reportId: string,
    action: MessageReportAction,
  ): Promise<MessageReport> {
    const pending = await this.findMessageReport(reportId);
    if (pending.status !== 'open') {
      throw new DomainError(ErrorCode.Unprocessable, MessageMessage.ReportClosed);
    }
    const message = await this.messages.findById(pending.messageId);
    if (!message) {
      throw new DomainError(ErrorCode.NotFound, MessageMessage.MessageNotFound);
    }
    if (action === 'suspend-sender') {
      if (message.senderId === null || message.fromSupport) {
        throw new DomainError(ErrorCode.Unprocessable, MessageMessage.MemberNotFound);
      }
      await this.rpc.call(
        IdentityRpc.setSuspension,
        {
          userId: message.senderId,
          suspended: true,
          reason: `Reported message: ${reportReasonLabels[pending.reason]}`,
        },
        admin,
      );
    }
    await this.events.transaction(async (manager) => {
      const locked = await this.reports.messageReportForUpdate(manager, reportId);
      if (!locked || locked.status !== 'open') {
        throw new DomainError(ErrorCode.Unprocessable, MessageMessage.ReportClosed);
      }
      if (action === 'remove-message') {
        await this.messages.markRemoved(manager, message.id, admin.userId);
      }
      await this.reports.closeMessageReports(manager, locked, {
        status: statusAfter(action),
        action,
        adminId: admin.userId,
        wholeMessage: action !== 'dismiss',
      });
      await this.audit.record(
        {
          adminId: admin.userId,
          action: 'moderate',
          conversationId: message.conversationId,
          detail: `Message report ${reportId}: ${action}`,
        },
        manager,
      );
    });
    const updated = await this.findMessageReport(reportId);
    const fresh = (await this.messages.findById(message.id)) ?? message;
    const members = await this.members.findMany([updated.reporterId, fresh.senderId]);
    return toMessageReport(updated, fresh, members);
  }

  async actOnMemberReport(
    admin: Actor,
    reportId: string,
    action: MemberReportAction,
  ): Promise<MemberReport> {
    const report = await this.reports.findMemberReport(reportId);
    if (!report) {
      throw new DomainError(ErrorCode.NotFound, MessageMessage.ReportNotFound);
    }
    if (report.status !== 'open') {
      throw new DomainError(ErrorCode.Unprocessable, MessageMessage.ReportClosed);
    }
    if (action === 'suspend-member') {
      await this.rpc.call(
        IdentityRpc.setSuspension,
        {
          userId: report.memberId,
          suspended: true,
          reason: `Reported member: ${reportReasonLabels[report.reason]}`,
        },
        admin,
      );
    }
    await this.events.transaction(async (manager) => {
      const locked = await this.reports.memberReportForUpdate(manager, reportId);
      if (!locked || locked.status !== 'open') {
        throw new DomainError(ErrorCode.Unprocessable, MessageMessage.ReportClosed);
      }
      await this.reports.closeMemberReport(manager, reportId, {
        status: statusAfter(action),
        action,
        adminId: admin.userId,
      });
      await this.audit.record(
        {
          adminId: admin.userId,
          action: 'moderate',
          conversationId: null,
          detail: `Member report ${reportId}: ${action}`,
        },
        manager,
      );
    });
    const updated = await this.reports.findMemberReport(reportId);
    const members = await this.members.findMany([report.memberId, report.reporterId]);
    return toMemberReport(updated ?? report, members);
  }

  async stats(): Promise<MessagingStats> {
    const since = new Date(Date.now() - ACTIVE_CONVERSATION_DAYS * 24 * 3_600_000);
    const [open, activeConversations] = await Promise.all([
      this.reports.countOpen(),
      this.conversations.countActiveSince(since),
    ]);
    return {
      reportedMessages: open.messages,
      reportedMembers: open.members,
      activeConversations,
    };
  }

  private async findMessageReport(id: string): Promise<MessageReportEntity> {
    const report = await this.reports.findMessageReport(id);
    if (!report) {
      throw new DomainError(ErrorCode.NotFound, MessageMessage.ReportNotFound);
    }
    return report;
  }
}
