import type {
  ContactExchangeState,
  ConversationSummary,
  Message,
  SentMessage,
  ThreadPage,
} from '@mithaq/contracts';
import { aUser } from './render-app';

/** The signed-in member of the messaging tests (aUser's id). */
export const MEMBER = aUser({
  isApproved: true,
  approvalStatus: 'approved',
  questionnaireCompleted: true,
  profileCompleted: true,
});

export const msgUuid = (n: number): string =>
  `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

export const SUPPORT_ID = msgUuid(900);
export const PARTNER_ID = msgUuid(901);
export const ADMIN_ID = msgUuid(902);

export const aMessage = (n: number, overrides: Partial<Message> = {}): Message => ({
  id: msgUuid(n),
  conversationId: SUPPORT_ID,
  senderId: MEMBER.id,
  receiverId: null,
  fromSupport: false,
  content: `Message number ${n}`,
  isRead: false,
  createdAt: `2026-11-20T10:${String(n % 60).padStart(2, '0')}:00.000Z`,
  isFlagged: false,
  isFirstContact: false,
  isRemoved: false,
  ...overrides,
});

export const aSupportConversation = (
  overrides: Partial<ConversationSummary> = {},
): ConversationSummary => ({
  id: SUPPORT_ID,
  kind: 'support',
  counterpart: { userId: null, displayName: 'Mithaq Support', deleted: false },
  lastMessage: null,
  unreadCount: 0,
  closed: false,
  closedReason: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const aMemberConversation = (
  overrides: Partial<ConversationSummary> = {},
): ConversationSummary => ({
  id: msgUuid(800),
  kind: 'member',
  counterpart: { userId: PARTNER_ID, displayName: '@yusuf_r', deleted: false },
  lastMessage: null,
  unreadCount: 0,
  closed: false,
  closedReason: null,
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

export const aThread = (
  conversation: ConversationSummary,
  messages: Message[],
  olderBefore: string | null = null,
  contactExchange: ContactExchangeState | null = conversation.kind === 'member'
    ? aContactExchange()
    : null,
): ThreadPage => ({ conversation, messages, olderBefore, contactExchange });

/** The exchange of contact details of a member conversation: not open, bronze (no allowance). */
export const aContactExchange = (
  overrides: Partial<ContactExchangeState> = {},
): ContactExchangeState => ({
  open: false,
  openedBy: null,
  openedAt: null,
  revealedByMe: false,
  revealedAt: null,
  partnerRevealed: false,
  partnerCard: null,
  entitled: false,
  allowanceUsed: false,
  canOpen: false,
  hasCard: false,
  ...overrides,
});

export const aSentMessage = (message: Message, notice: string | null = null): SentMessage => ({
  ...message,
  notice,
});
