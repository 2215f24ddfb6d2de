import {
  ContactExchangeMessage,
  DomainError,
  entitlementsOf,
  ErrorCode,
  MessageMessage,
  type Actor,
  type ContactCard,
  type ContactExchangeState,
  type MembershipTier,
} from '@mithaq/contracts';
import {
  isParticipant,
  partnerOf,
  type ConversationState,
} from '../conversations/conversation-rules';

/**
 * The rules of the exchange of contact details (silver and gold: "exchange of information with 1
 * agreed match"), free of storage so they can be unit-tested.
 */

/** A participant's member conversation that is still open; strangers get "not found". */
const assertOpenMemberConversation = <C extends ConversationState>(
  conversation: C | null,
  actor: Actor,
): C => {
  if (!conversation || !isParticipant(conversation, actor.userId)) {
    throw new DomainError(ErrorCode.NotFound, MessageMessage.ConversationNotFound);
  }
  if (conversation.kind !== 'member') {
    throw new DomainError(ErrorCode.Unprocessable, ContactExchangeMessage.SupportConversation);
  }
  if (conversation.closed || partnerOf(conversation, actor.userId) === null) {
    throw new DomainError(ErrorCode.Unprocessable, MessageMessage.Closed);
  }
  return conversation;
};

export interface OpenFacts {
  tier: MembershipTier;
  /** Whether this conversation's exchange is already open (by either member). */
  alreadyOpen: boolean;
  /** Exchanges the caller opened on other conversations. */
  openedElsewhere: number;
}

/**
 * Who may open: a participant of an open member conversation whose tier includes exchanges and
 * who has allowance left. Opening an exchange that is already open changes nothing.
 */
export const assertCanOpen = <C extends ConversationState>(
  conversation: C | null,
  actor: Actor,
  facts: OpenFacts,
): 'open' | 'already-open' => {
  assertOpenMemberConversation(conversation, actor);
  if (facts.alreadyOpen) {
    return 'already-open';
  }
  const allowance = entitlementsOf(facts.tier).contactExchanges;
  if (allowance <= 0) {
    throw new DomainError(ErrorCode.Forbidden, ContactExchangeMessage.NotEntitled);
  }
  if (facts.openedElsewhere >= allowance) {
    throw new DomainError(ErrorCode.Forbidden, ContactExchangeMessage.AllowanceUsed);
  }
  return 'open';
};

export interface RevealFacts {
  exchangeOpen: boolean;
  hasCard: boolean;
}

/** Who may reveal: either participant of an open exchange on an open conversation, with a card. */
export const assertCanReveal = <C extends ConversationState>(
  conversation: C | null,
  actor: Actor,
  facts: RevealFacts,
): C => {
  const open = assertOpenMemberConversation(conversation, actor);
  if (!facts.exchangeOpen) {
    throw new DomainError(ErrorCode.Unprocessable, ContactExchangeMessage.NotOpen);
  }
  if (!facts.hasCard) {
    throw new DomainError(ErrorCode.Unprocessable, ContactExchangeMessage.NoCard);
  }
  return open;
};

export interface StateFacts {
  viewerId: string;
  tier: MembershipTier;
  exchange: { openedBy: string; openedAt: Date } | null;
  reveals: { userId: string; revealedAt: Date }[];
  openedElsewhere: number;
  hasCard: boolean;
  /** The partner's card, read only when they revealed it. */
  partnerCard: ContactCard | null;
}

/** The exchange as the viewer sees it: the partner's card only once the partner revealed it. */
export const exchangeState = (
  conversation: ConversationState,
  facts: StateFacts,
): ContactExchangeState => {
  const partnerId = partnerOf(conversation, facts.viewerId);
  const mine = facts.reveals.find((r) => r.userId === facts.viewerId) ?? null;
  const partnerRevealed = partnerId !== null && facts.reveals.some((r) => r.userId === partnerId);
  const allowance = entitlementsOf(facts.tier).contactExchanges;
  const usable = !conversation.closed && partnerId !== null;
  return {
    open: facts.exchange !== null,
    openedBy:
      facts.exchange === null
        ? null
        : facts.exchange.openedBy === facts.viewerId
          ? 'me'
          : 'partner',
    openedAt: facts.exchange?.openedAt.toISOString() ?? null,
    revealedByMe: mine !== null,
    revealedAt: mine?.revealedAt.toISOString() ?? null,
    partnerRevealed,
    partnerCard: partnerRevealed ? facts.partnerCard : null,
    entitled: allowance > 0,
    allowanceUsed: allowance > 0 && facts.openedElsewhere >= allowance,
    canOpen:
      usable && facts.exchange === null && allowance > 0 && facts.openedElsewhere < allowance,
    hasCard: facts.hasCard,
  };
};
