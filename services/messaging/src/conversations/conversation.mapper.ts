import type { ConversationSummary, Counterpart } from '@mithaq/contracts';
import type { MemberEntity } from '../members/entities/member.entity';
import { partnerOf } from './conversation-rules';
import type { ConversationEntity } from './entities/conversation.entity';
import type { MessageEntity } from './entities/message.entity';
import { toMessage } from './message.mapper';

export const DELETED_MEMBER = 'Deleted member';

/** How a member sees the other side: the team, "@username" or "Deleted member". */
export const counterpartOf = (
  conversation: ConversationEntity,
  viewerId: string,
  members: Map<string, MemberEntity>,
  supportName: string,
): Counterpart => {
  if (conversation.kind === 'support') {
    return { userId: null, displayName: supportName, deleted: false };
  }
  const partner = partnerOf(conversation, viewerId);
  if (partner === null) {
    return { userId: null, displayName: DELETED_MEMBER, deleted: true };
  }
  const member = members.get(partner);
  return {
    userId: partner,
    displayName: member ? `@${member.username}` : 'Member',
    deleted: false,
  };
};

export const toSummary = (
  conversation: ConversationEntity,
  viewerId: string,
  context: {
    members: Map<string, MemberEntity>;
    supportName: string;
    last: MessageEntity | undefined;
    unread: number;
  },
): ConversationSummary => ({
  id: conversation.id,
  kind: conversation.kind,
  counterpart: counterpartOf(conversation, viewerId, context.members, context.supportName),
  lastMessage: context.last ? toMessage(context.last, 'member') : null,
  unreadCount: context.unread,
  closed: conversation.closed,
  closedReason: conversation.closedReason,
  updatedAt: (conversation.lastMessageAt ?? conversation.updatedAt).toISOString(),
});
