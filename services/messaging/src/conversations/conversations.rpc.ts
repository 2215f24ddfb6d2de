import { RpcHandler, type RpcInput } from '@mithaq/bus';
import {
  Access,
  MessagingRpc,
  type ConversationSummary,
  type ReadReceipt,
  type RpcRequest,
  type SentMessage,
  type ThreadPage,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { ConversationsService } from './conversations.service';
import { SendingService } from './sending.service';

type Member<D> = RpcInput<RpcRequest<D>, typeof Access.SignedIn>;

/** A member's conversations: always the actor's own, whatever ids the request carries. */
@Controller()
export class ConversationsRpc {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly sending: SendingService,
  ) {}

  @RpcHandler(MessagingRpc.listConversations, { access: Access.SignedIn })
  list({ actor }: Member<typeof MessagingRpc.listConversations>): Promise<ConversationSummary[]> {
    return this.conversations.list(actor);
  }

  @RpcHandler(MessagingRpc.unreadCount, { access: Access.SignedIn })
  unreadCount({ actor }: Member<typeof MessagingRpc.unreadCount>): Promise<{ unread: number }> {
    return this.conversations.unreadCount(actor);
  }

  @RpcHandler(MessagingRpc.thread, { access: Access.SignedIn })
  thread({ actor, data }: Member<typeof MessagingRpc.thread>): Promise<ThreadPage> {
    const { conversationId, ...query } = data;
    return this.conversations.thread(actor, conversationId, query);
  }

  @RpcHandler(MessagingRpc.send, { access: Access.SignedIn })
  send({ actor, data }: Member<typeof MessagingRpc.send>): Promise<SentMessage> {
    return this.sending.send(actor, data);
  }

  @RpcHandler(MessagingRpc.markRead, { access: Access.SignedIn })
  markRead({ actor, data }: Member<typeof MessagingRpc.markRead>): Promise<ReadReceipt> {
    return this.conversations.markRead(actor, data.id);
  }
}
