import {
  DomainError,
  ErrorCode,
  MessageMessage,
  type Actor,
  type ConversationSummary,
  type ReadReceipt,
  type ThreadPage,
  type ThreadQuery,
} from '@mithaq/contracts';
import { EventBus, recordEvent } from '@mithaq/bus';
import { Injectable } from '@nestjs/common';
import { ContactsService } from '../contacts/contacts.service';
import { SiteName } from '../infra/site-name';
import { MembersRepository } from '../members/members.repository';
import { assertCanMarkRead, assertCanRead } from './conversation-rules';
import { toSummary } from './conversation.mapper';
import { ConversationsRepository } from './conversations.repository';
import type { ConversationEntity } from './entities/conversation.entity';
import { toMessage } from './message.mapper';
import { MessagesRepository } from './messages.repository';

/** What a member reads: their conversations, threads and unread counts, and read receipts. */
@Injectable()
export class ConversationsService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly messages: MessagesRepository,
    private readonly members: MembersRepository,
    private readonly siteName: SiteName,
    private readonly events: EventBus,
    private readonly contacts: ContactsService,
  ) {}

  async list(actor: Actor): Promise<ConversationSummary[]> {
    const conversations = await this.conversations.listForMember(actor.userId);
    return this.summaries(conversations, actor.userId);
  }

  async summaries(
    conversations: ConversationEntity[],
    viewerId: string,
  ): Promise<ConversationSummary[]> {
    const ids = conversations.map((c) => c.id);
    const [last, unread, members, supportName] = await Promise.all([
      this.messages.lastOf(ids),
      this.messages.unreadCounts(ids, viewerId),
      this.members.findMany(conversations.flatMap((c) => [c.memberA, c.memberB])),
      this.siteName.supportName(),
    ]);
    return conversations.map((conversation) =>
      toSummary(conversation, viewerId, {
        members,
        supportName,
        last: last.get(conversation.id),
        unread: unread.get(conversation.id) ?? 0,
      }),
    );
  }

  async unreadCount(actor: Actor): Promise<{ unread: number }> {
    return { unread: await this.messages.countUnreadFor(actor.userId) };
  }

  async thread(actor: Actor, conversationId: string, query: ThreadQuery): Promise<ThreadPage> {
    const conversation = assertCanRead(await this.conversations.findById(conversationId), actor);
    let beforeSeq: string | null = null;
    if (query.before !== undefined) {
      const before = await this.messages.findById(query.before);
      if (!before || before.conversationId !== conversationId) {
        throw new DomainError(ErrorCode.NotFound, MessageMessage.MessageNotFound);
      }
      beforeSeq = before.seq;
    }
    const page = await this.messages.page(conversationId, beforeSeq, query.limit);
    const [summary] = await this.summaries([conversation], actor.userId);
    return {
      conversation: summary,
      messages: page.messages.map((message) => toMessage(message, 'member')),
      olderBefore: page.hasOlder ? (page.messages[0]?.id ?? null) : null,
      contactExchange:
        conversation.kind === 'member'
          ? await this.contacts.stateFor(conversation, actor.userId)
          : null,
    };
  }

  /**
   * Marks the message and the earlier ones the caller received in its conversation read, and
   * tells the other side. For a member's message to the team, an admin is the recipient.
   */
  async markRead(actor: Actor, messageId: string): Promise<ReadReceipt> {
    return this.events.transaction(async (manager) => {
      const found = await this.messages.findById(messageId, manager);
      const { message, conversation, asTeam } = assertCanMarkRead(
        found,
        found ? await this.conversations.findById(found.conversationId, manager) : null,
        actor,
      );
      const marked = await this.messages.markReadUpTo(
        manager,
        message.conversationId,
        asTeam ? null : actor.userId,
        message.seq,
      );
      if (marked > 0) {
        const other = asTeam ? conversation.memberA : message.senderId;
        await recordEvent(manager, 'messaging.message.read', {
          conversationId: message.conversationId,
          readerId: actor.userId,
          upToMessageId: message.id,
          notify: other && !message.fromSupport ? [other] : [],
        });
      }
      return { conversationId: message.conversationId, upToMessageId: message.id, marked };
    });
  }
}
