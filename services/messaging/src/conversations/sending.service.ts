import { randomUUID } from 'node:crypto';
import { EventBus, recordEvent } from '@mithaq/bus';
import {
  DomainError,
  entitlementsOf,
  ErrorCode,
  MESSAGE_RATE_LIMIT,
  MessageMessage,
  Role,
  SUPPORT_RECIPIENT,
  UpgradeMessage,
  type Actor,
  type SendMessageRequest,
  type SentMessage,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PresenceReader } from '../infra/presence';
import { TiersRepository } from '../members/tiers.repository';
import { SiteName } from '../infra/site-name';
import { NotificationsService } from '../notifications/notifications.service';
import { screenContactDetails } from '../screening/contact-details';
import { assertCanWrite, assertSenderIsCaller, isFirstContact } from './conversation-rules';
import { ConversationsRepository } from './conversations.repository';
import type { ConversationEntity } from './entities/conversation.entity';
import type { MessageEntity } from './entities/message.entity';
import { toMessage } from './message.mapper';
import { MessagesRepository } from './messages.repository';

/**
 * Writing messages: members to the team (any tier) or their partner (a tier with member
 * conversations), admins as the team.
 */
@Injectable()
export class SendingService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly messages: MessagesRepository,
    private readonly notifications: NotificationsService,
    private readonly presence: PresenceReader,
    private readonly siteName: SiteName,
    private readonly events: EventBus,
    private readonly tiers: TiersRepository,
  ) {}

  async send(actor: Actor, request: SendMessageRequest): Promise<SentMessage> {
    assertSenderIsCaller(request.senderId, actor);
    // Admins answer members as the team (adminSupportReply); they have no conversations of their own.
    if (actor.role === Role.Admin || request.receiverId.toLowerCase() === actor.userId) {
      throw new DomainError(ErrorCode.Forbidden, MessageMessage.NotAPartner);
    }
    if (request.receiverId === SUPPORT_RECIPIENT) {
      return this.sendToSupport(actor, request.content);
    }
    return this.sendToPartner(actor, request.receiverId.toLowerCase(), request.content);
  }

  private async sendToSupport(actor: Actor, content: string): Promise<SentMessage> {
    const stored = await this.events.transaction(async (manager) => {
      await this.enforceRateLimit(manager, actor.userId);
      const conversation = await this.conversations.ensureSupport(manager, actor.userId);
      const message = await this.store(manager, conversation, {
        senderId: actor.userId,
        receiverId: null,
        fromSupport: false,
        content,
        isFirstContact: false,
      });
      await recordEvent(manager, 'messaging.message.sent', {
        message: toMessage(message, 'member'),
        notify: [],
        toSupport: true,
      });
      return message;
    });
    return { ...toMessage(stored, 'member'), notice: null };
  }

  private async sendToPartner(
    actor: Actor,
    receiverId: string,
    content: string,
  ): Promise<SentMessage> {
    // Read outside the transaction: Redis is not part of it, and a send must not wait on it.
    const [away, siteName] = await Promise.all([
      this.presence.isAway(receiverId),
      this.siteName.get(),
    ]);
    const stored = await this.events.transaction(async (manager) => {
      await this.enforceRateLimit(manager, actor.userId);
      const conversation = assertCanWrite(
        await this.conversations.findPairForUpdate(manager, actor.userId, receiverId),
        actor.userId,
      );
      // Conversations after acceptance are a paid benefit: a free member reads, never writes.
      if (!entitlementsOf(await this.tiers.tierOf(actor.userId, manager)).memberConversations) {
        throw new DomainError(ErrorCode.Forbidden, UpgradeMessage.Conversations);
      }
      const [senderWrote, partnerWrote] = await Promise.all([
        this.messages.hasWritten(manager, conversation.id, actor.userId),
        this.messages.hasWritten(manager, conversation.id, receiverId),
      ]);
      const message = await this.store(manager, conversation, {
        senderId: actor.userId,
        receiverId,
        fromSupport: false,
        content,
        isFirstContact: isFirstContact(senderWrote, partnerWrote),
      });
      await recordEvent(manager, 'messaging.message.sent', {
        message: toMessage(message, 'member'),
        notify: [receiverId],
        toSupport: false,
      });
      await this.notifications.newMessage(
        manager,
        { ...message, receiverId },
        { away, fromSupport: false, siteName },
      );
      return message;
    });
    return {
      ...toMessage(stored, 'member'),
      notice: stored.isFlagged ? MessageMessage.FlaggedNotice : null,
    };
  }

  /** An admin's answer in a member's support thread, shown to the member as the team's. */
  async replyAsSupport(
    admin: Actor,
    conversationId: string,
    content: string,
  ): Promise<SentMessage> {
    const found = await this.conversations.findById(conversationId);
    if (!found || found.kind !== 'support' || found.memberA === null) {
      throw new DomainError(ErrorCode.NotFound, MessageMessage.ConversationNotFound);
    }
    const memberId = found.memberA;
    const [away, siteName] = await Promise.all([
      this.presence.isAway(memberId),
      this.siteName.get(),
    ]);
    const stored = await this.events.transaction(async (manager) => {
      const conversation = await this.conversations.findByIdForUpdate(manager, conversationId);
      if (!conversation || conversation.memberA !== memberId) {
        throw new DomainError(ErrorCode.NotFound, MessageMessage.ConversationNotFound);
      }
      const message = await this.store(manager, conversation, {
        senderId: admin.userId,
        receiverId: memberId,
        fromSupport: true,
        content,
        isFirstContact: false,
      });
      // Answering a thread reads it.
      await this.messages.markReadUpTo(manager, conversation.id, null, message.seq);
      await recordEvent(manager, 'messaging.message.sent', {
        message: toMessage(message, 'member'),
        notify: [memberId],
        toSupport: false,
      });
      await this.notifications.newMessage(
        manager,
        { ...message, receiverId: memberId },
        { away, fromSupport: true, siteName },
      );
      return message;
    });
    return { ...toMessage(stored, 'admin'), notice: null };
  }

  /**
   * At most MESSAGE_RATE_LIMIT.messages per window per member, counted from what was stored. The
   * advisory lock makes a burst of parallel sends by one member count one after another.
   */
  private async enforceRateLimit(manager: EntityManager, senderId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `messaging-rate:${senderId}`,
    ]);
    const since = new Date(Date.now() - MESSAGE_RATE_LIMIT.windowSeconds * 1000);
    const sent = await this.messages.countSentSince(manager, senderId, since);
    if (sent >= MESSAGE_RATE_LIMIT.messages) {
      throw new DomainError(ErrorCode.RateLimited, MessageMessage.RateLimited);
    }
  }

  /** Stores the message (screened when it is a first contact) and moves the conversation up. */
  private async store(
    manager: EntityManager,
    conversation: ConversationEntity,
    message: Pick<
      MessageEntity,
      'senderId' | 'receiverId' | 'fromSupport' | 'content' | 'isFirstContact'
    >,
  ): Promise<MessageEntity> {
    const screening = message.isFirstContact
      ? screenContactDetails(message.content)
      : { flagged: false, kinds: [] };
    const now = new Date();
    const stored = await this.messages.insert(manager, {
      ...message,
      id: randomUUID(),
      conversationId: conversation.id,
      createdAt: now,
      isFlagged: screening.flagged,
      flagReasons: screening.kinds,
    });
    await this.conversations.touch(manager, conversation.id, now);
    if (screening.flagged) {
      // Into the moderation queue, as a report nobody filed.
      await this.messages.queueForModeration(manager, stored.id, screening.kinds);
    }
    return stored;
  }
}
