import {
  DomainError,
  ErrorCode,
  MessageMessage,
  Role,
  type Actor,
  type ClosedReason,
} from '@mithaq/contracts';

/**
 * The rules of conversations, free of storage so they can be unit-tested: who takes part, who may
 * write, read and report, what counts as first contact, and how a conversation opens and closes.
 */

export interface ConversationState {
  kind: 'support' | 'member';
  memberA: string | null;
  memberB: string | null;
  closed: boolean;
  closedReason: ClosedReason;
}

export interface MessageFacts {
  senderId: string | null;
  receiverId: string | null;
  fromSupport: boolean;
}

/** A member conversation stores its pair in id order, so one pair has one row. */
export const orderedPair = (a: string, b: string): [string, string] => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? [x, y] : [y, x];
};

export const isParticipant = (conversation: ConversationState, userId: string): boolean =>
  conversation.memberA === userId || conversation.memberB === userId;

/** The other member of a member conversation (null when that account was deleted). */
export const partnerOf = (conversation: ConversationState, userId: string): string | null =>
  conversation.memberA === userId ? conversation.memberB : conversation.memberA;

/** A member reads only their own conversations; anything else is "not found", never "forbidden". */
export const assertCanRead = <C extends ConversationState>(
  conversation: C | null,
  actor: Actor,
): C => {
  if (!conversation || !isParticipant(conversation, actor.userId)) {
    throw new DomainError(ErrorCode.NotFound, MessageMessage.ConversationNotFound);
  }
  return conversation;
};

/** A member may write into their member conversation only while it is open. */
export const assertCanWrite = <C extends ConversationState>(
  conversation: C | null,
  senderId: string,
): C => {
  if (
    !conversation ||
    conversation.kind !== 'member' ||
    !isParticipant(conversation, senderId) ||
    partnerOf(conversation, senderId) === null
  ) {
    throw new DomainError(ErrorCode.Forbidden, MessageMessage.NotAPartner);
  }
  if (conversation.closed) {
    throw new DomainError(ErrorCode.Unprocessable, MessageMessage.Closed);
  }
  return conversation;
};

/** The sender named in the body, when there is one, must be the caller. */
export const assertSenderIsCaller = (senderId: string | undefined, actor: Actor): void => {
  if (senderId !== undefined && senderId.toLowerCase() !== actor.userId.toLowerCase()) {
    throw new DomainError(ErrorCode.Forbidden, MessageMessage.SenderNotCaller);
  }
};

/**
 * First contact lasts until both members have written at least once: every message before the
 * second member's first reply, and that reply itself, is screened for contact details.
 */
export const isFirstContact = (senderHasWritten: boolean, partnerHasWritten: boolean): boolean =>
  !(senderHasWritten && partnerHasWritten);

/**
 * Only the recipient marks a message read: the receiving member, or for a member's message to the
 * support team, an admin. Anything else is "not found".
 */
export const assertCanMarkRead = <M extends MessageFacts, C extends ConversationState>(
  message: M | null,
  conversation: C | null,
  actor: Actor,
): { message: M; conversation: C; asTeam: boolean } => {
  if (message && conversation) {
    if (message.receiverId === actor.userId) {
      return { message, conversation, asTeam: false };
    }
    if (actor.role === Role.Admin && conversation.kind === 'support' && !message.fromSupport) {
      return { message, conversation, asTeam: true };
    }
  }
  throw new DomainError(ErrorCode.NotFound, MessageMessage.MessageNotFound);
};

/** A member reports a message they can see in a member conversation, and never their own. */
export const assertCanReport = <M extends MessageFacts>(
  message: M | null,
  conversation: ConversationState | null,
  actor: Actor,
): M => {
  if (!message || !conversation || !isParticipant(conversation, actor.userId)) {
    throw new DomainError(ErrorCode.NotFound, MessageMessage.MessageNotFound);
  }
  if (message.senderId === actor.userId) {
    throw new DomainError(ErrorCode.Unprocessable, MessageMessage.OwnMessage);
  }
  if (message.fromSupport) {
    throw new DomainError(ErrorCode.Unprocessable, MessageMessage.SupportMessage);
  }
  return message;
};

/**
 * Closing: a block always wins (a conversation closed because the match ended becomes "blocked"),
 * and a conversation already closed by a block stays so.
 */
export const closedState = (
  conversation: Pick<ConversationState, 'closed' | 'closedReason'>,
  reason: Exclude<ClosedReason, null>,
): { closed: true; closedReason: Exclude<ClosedReason, null> } => ({
  closed: true,
  closedReason:
    conversation.closedReason === 'blocked' || reason === 'blocked' ? 'blocked' : 'match-ended',
});

/**
 * A newly accepted request opens the pair's conversation, also one closed earlier (the match
 * ended, or a block since lifted); while either blocks the other it stays closed.
 */
export const stateOnAccept = (blocked: boolean): { closed: boolean; closedReason: ClosedReason } =>
  blocked ? { closed: true, closedReason: 'blocked' } : { closed: false, closedReason: null };
