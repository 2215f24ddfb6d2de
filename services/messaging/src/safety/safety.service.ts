import { EventBus, recordEvent } from '@mithaq/bus';
import {
  DomainError,
  ErrorCode,
  MessageMessage,
  Role,
  type Actor,
  type BlockedMember,
  type ReportMemberRequest,
  type ReportMessageRequest,
  type ReportReply,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { closedState } from '../conversations/conversation-rules';
import { ConversationsRepository } from '../conversations/conversations.repository';
import { MessagesRepository } from '../conversations/messages.repository';
import type { MemberEntity } from '../members/entities/member.entity';
import { MembersRepository } from '../members/members.repository';
import { assertCanReport } from '../conversations/conversation-rules';
import { BlocksRepository } from './blocks.repository';
import { ReportsRepository } from './reports.repository';

const displayNameOf = (member: MemberEntity | undefined): string =>
  member ? `@${member.username}` : 'Member';

/** Blocks and reports by members. */
@Injectable()
export class SafetyService {
  constructor(
    private readonly blocks: BlocksRepository,
    private readonly reports: ReportsRepository,
    private readonly members: MembersRepository,
    private readonly conversations: ConversationsRepository,
    private readonly messages: MessagesRepository,
    private readonly events: EventBus,
  ) {}

  /** A member other than the caller and not the team: who can be blocked or reported. */
  private async otherMember(actor: Actor, userId: string, self: string): Promise<MemberEntity> {
    if (userId.toLowerCase() === actor.userId.toLowerCase()) {
      throw new DomainError(ErrorCode.Unprocessable, self);
    }
    const member = await this.members.findOne(userId.toLowerCase());
    if (!member || member.role === Role.Admin) {
      throw new DomainError(ErrorCode.NotFound, MessageMessage.MemberNotFound);
    }
    return member;
  }

  /**
   * Blocks a member: their conversation closes both ways and matching drops the pair (event).
   * Blocking again changes nothing. The blocked member is not told who blocked them.
   */
  async block(actor: Actor, userId: string): Promise<BlockedMember> {
    const member = await this.otherMember(actor, userId, MessageMessage.BlockSelf);
    const blockedAt = await this.events.transaction(async (manager) => {
      const created = await this.blocks.insert(manager, actor.userId, member.userId);
      if (!created) {
        const existing = await this.blocks.find(manager, actor.userId, member.userId);
        return existing?.createdAt ?? new Date();
      }
      const conversation = await this.conversations.findPairForUpdate(
        manager,
        actor.userId,
        member.userId,
      );
      if (conversation) {
        await this.conversations.setState(
          manager,
          conversation.id,
          closedState(conversation, 'blocked'),
        );
      }
      await recordEvent(manager, 'messaging.member.blocked', {
        blockerId: actor.userId,
        blockedId: member.userId,
      });
      return created;
    });
    return {
      userId: member.userId,
      displayName: displayNameOf(member),
      blockedAt: blockedAt.toISOString(),
    };
  }

  /** Lifts the block; the conversation stays closed. */
  async unblock(actor: Actor, userId: string): Promise<{ userId: string; unblocked: true }> {
    const blockedId = userId.toLowerCase();
    await this.events.transaction(async (manager) => {
      if (!(await this.blocks.delete(manager, actor.userId, blockedId))) {
        throw new DomainError(ErrorCode.NotFound, MessageMessage.NotBlocked);
      }
      await recordEvent(manager, 'messaging.member.unblocked', {
        blockerId: actor.userId,
        blockedId,
      });
    });
    return { userId: blockedId, unblocked: true };
  }

  async listBlocks(actor: Actor): Promise<BlockedMember[]> {
    const rows = await this.blocks.listBy(actor.userId);
    const members = await this.members.findMany(rows.map((row) => row.blockedId));
    return rows.map((row) => ({
      userId: row.blockedId,
      displayName: displayNameOf(members.get(row.blockedId)),
      blockedAt: row.createdAt.toISOString(),
    }));
  }

  async reportMessage(
    actor: Actor,
    messageId: string,
    request: ReportMessageRequest,
  ): Promise<ReportReply> {
    const found = await this.messages.findById(messageId);
    const conversation = found ? await this.conversations.findById(found.conversationId) : null;
    const message = assertCanReport(found, conversation, actor);
    const report = await this.reports.addMessageReport(message.id, {
      reporterId: actor.userId,
      reason: request.reason,
      note: request.note || null,
    });
    if (!report) {
      throw new DomainError(ErrorCode.Conflict, MessageMessage.AlreadyReported);
    }
    return { id: report.id, status: report.status };
  }

  async reportMember(actor: Actor, request: ReportMemberRequest): Promise<ReportReply> {
    const member = await this.otherMember(actor, request.userId, MessageMessage.ReportSelf);
    const report = await this.reports.addMemberReport(member.userId, {
      reporterId: actor.userId,
      reason: request.reason,
      note: request.note || null,
    });
    if (!report) {
      throw new DomainError(ErrorCode.Conflict, MessageMessage.AlreadyReported);
    }
    return { id: report.id, status: report.status };
  }
}
