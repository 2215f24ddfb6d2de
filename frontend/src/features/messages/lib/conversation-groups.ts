import type { ClosedReason, ConversationSummary, Message } from '@mithaq/contracts';

/** The Support entry's key: the member's one support conversation, existing or not yet written. */
export const SUPPORT_KEY = 'support';

export interface ConversationGroups {
  /** The member's support conversation, or null before their first message to the team. */
  support: ConversationSummary | null;
  matches: ConversationSummary[];
}

const newestFirst = (a: ConversationSummary, b: ConversationSummary) =>
  b.updatedAt.localeCompare(a.updatedAt);

export const groupConversations = (
  conversations: readonly ConversationSummary[],
): ConversationGroups => ({
  support: conversations.find((conversation) => conversation.kind === 'support') ?? null,
  matches: conversations.filter((conversation) => conversation.kind === 'member').sort(newestFirst),
});

export const keyOf = (conversation: ConversationSummary): string =>
  conversation.kind === 'support' ? SUPPORT_KEY : conversation.id;

/** The first entry in display order (Support, then Matches): the one selected on arrival. */
export const firstKey = ({ support, matches }: ConversationGroups): string =>
  support ? SUPPORT_KEY : (matches[0]?.id ?? SUPPORT_KEY);

/** The conversation a key names; undefined for an unknown key, null for the unwritten support. */
export const conversationOf = (
  { support, matches }: ConversationGroups,
  key: string,
): ConversationSummary | null | undefined =>
  key === SUPPORT_KEY ? support : matches.find((conversation) => conversation.id === key);

export const closedReasonText: Record<Exclude<ClosedReason, null>, string> = {
  blocked: 'This conversation is closed: one of you blocked the other. The history stays readable.',
  'match-ended':
    'This conversation is closed because the match has ended. The history stays readable.',
};

export const closedText = (reason: ClosedReason): string =>
  reason ? closedReasonText[reason] : 'This conversation is closed.';

/** The newest message the member received and has not read: marking it marks those before it. */
export const newestUnreadFor = (messages: readonly Message[], userId: string): Message | null =>
  [...messages].reverse().find((message) => message.receiverId === userId && !message.isRead) ??
  null;

/** Older pages first, then the newest page, each message once. */
export const mergeMessages = (older: readonly Message[], newest: readonly Message[]): Message[] => {
  const seen = new Set(newest.map((message) => message.id));
  return [...older.filter((message) => !seen.has(message.id)), ...newest];
};
