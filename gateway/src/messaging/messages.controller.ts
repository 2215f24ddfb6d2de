import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  MessagingRoutes,
  MessagingRpc,
  type BlockedMember,
  type ContactCard,
  type ContactExchangeState,
  type ConversationSummary,
  type NotificationPreferences,
  type ReadReceipt,
  type ReportReply,
  type RouteInput,
  type SentMessage,
  type ThreadPage,
} from '@mithaq/contracts';
import { In, Route } from '../http/route';

const R = MessagingRoutes;

/** A member's conversations and messages, reports, blocks and notification emails. */
@Controller()
export class MessagesController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.listConversations)
  list(@In() { actor }: RouteInput<typeof R.listConversations>): Promise<ConversationSummary[]> {
    return this.rpc.call(MessagingRpc.listConversations, {}, actor);
  }

  @Route(R.unreadCount)
  unread(@In() { actor }: RouteInput<typeof R.unreadCount>): Promise<{ unread: number }> {
    return this.rpc.call(MessagingRpc.unreadCount, {}, actor);
  }

  @Route(R.thread)
  thread(@In() { actor, params, query }: RouteInput<typeof R.thread>): Promise<ThreadPage> {
    return this.rpc.call(
      MessagingRpc.thread,
      { ...query, conversationId: params.conversationId },
      actor,
    );
  }

  @Route(R.send)
  send(@In() { actor, body }: RouteInput<typeof R.send>): Promise<SentMessage> {
    return this.rpc.call(MessagingRpc.send, body, actor);
  }

  @Route(R.markRead)
  markRead(@In() { actor, params }: RouteInput<typeof R.markRead>): Promise<ReadReceipt> {
    return this.rpc.call(MessagingRpc.markRead, { id: params.id }, actor);
  }

  @Route(R.reportMessage)
  reportMessage(
    @In() { actor, params, body }: RouteInput<typeof R.reportMessage>,
  ): Promise<ReportReply> {
    return this.rpc.call(MessagingRpc.reportMessage, { ...body, id: params.id }, actor);
  }

  @Route(R.reportMember)
  reportMember(@In() { actor, body }: RouteInput<typeof R.reportMember>): Promise<ReportReply> {
    return this.rpc.call(MessagingRpc.reportMember, body, actor);
  }

  @Route(R.listBlocks)
  blocks(@In() { actor }: RouteInput<typeof R.listBlocks>): Promise<BlockedMember[]> {
    return this.rpc.call(MessagingRpc.listBlocks, {}, actor);
  }

  @Route(R.block)
  block(@In() { actor, body }: RouteInput<typeof R.block>): Promise<BlockedMember> {
    return this.rpc.call(MessagingRpc.block, body, actor);
  }

  @Route(R.unblock)
  unblock(
    @In() { actor, params }: RouteInput<typeof R.unblock>,
  ): Promise<{ userId: string; unblocked: true }> {
    return this.rpc.call(MessagingRpc.unblock, { userId: params.userId }, actor);
  }

  @Route(R.getContactCard)
  contactCard(@In() { actor }: RouteInput<typeof R.getContactCard>): Promise<ContactCard | null> {
    return this.rpc.call(MessagingRpc.getContactCard, {}, actor);
  }

  @Route(R.updateContactCard)
  updateContactCard(
    @In() { actor, body }: RouteInput<typeof R.updateContactCard>,
  ): Promise<ContactCard> {
    return this.rpc.call(MessagingRpc.updateContactCard, body, actor);
  }

  @Route(R.openContactExchange)
  openContactExchange(
    @In() { actor, params }: RouteInput<typeof R.openContactExchange>,
  ): Promise<ContactExchangeState> {
    return this.rpc.call(
      MessagingRpc.openContactExchange,
      { conversationId: params.conversationId },
      actor,
    );
  }

  @Route(R.revealContactCard)
  revealContactCard(
    @In() { actor, params }: RouteInput<typeof R.revealContactCard>,
  ): Promise<ContactExchangeState> {
    return this.rpc.call(
      MessagingRpc.revealContactCard,
      { conversationId: params.conversationId },
      actor,
    );
  }

  @Route(R.getNotificationPreferences)
  preferences(
    @In() { actor }: RouteInput<typeof R.getNotificationPreferences>,
  ): Promise<NotificationPreferences> {
    return this.rpc.call(MessagingRpc.getNotificationPreferences, {}, actor);
  }

  @Route(R.updateNotificationPreferences)
  updatePreferences(
    @In() { actor, body }: RouteInput<typeof R.updateNotificationPreferences>,
  ): Promise<NotificationPreferences> {
    return this.rpc.call(MessagingRpc.updateNotificationPreferences, body, actor);
  }
}
