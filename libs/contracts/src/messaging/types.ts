import type { Page } from '../identity/admin';
import type { MemberReportAction, ReportReason, ReportStatus } from './schemas';

export type ConversationKind = 'support' | 'member';
/** Why a member conversation is read-only. */
export type ClosedReason = 'blocked' | 'match-ended' | null;

/** A message (id, sender, receiver, content, read, created, flagged, first contact), with its conversation. */
export interface Message {
  id: string;
  conversationId: string;
  /** The sending member, or for the team's answers the answering admin (shown as the team). */
  senderId: string;
  /** The receiving member; null for a member's message to the support team. */
  receiverId: string | null;
  /** True when the team wrote it (the member sees the support team's name, not the admin's). */
  fromSupport: boolean;
  content: string;
  isRead: boolean;
  createdAt: string;
  isFlagged: boolean;
  isFirstContact: boolean;
  /** Removed by moderation: the content is replaced for everyone. */
  isRemoved: boolean;
}

/** The other side of a conversation as a member sees it. */
export interface Counterpart {
  /** Null for the support team and for a deleted member. */
  userId: string | null;
  /** "Mithaq Support" (the site name from the settings), "@username" or "Deleted member". */
  displayName: string;
  deleted: boolean;
}

export interface ConversationSummary {
  id: string;
  kind: ConversationKind;
  counterpart: Counterpart;
  lastMessage: Message | null;
  unreadCount: number;
  closed: boolean;
  closedReason: ClosedReason;
  updatedAt: string;
}

export interface ThreadPage {
  conversation: ConversationSummary;
  /** Oldest first (newest last). */
  messages: Message[];
  /** Pass as `before` to read older messages; null at the start of the conversation. */
  olderBefore: string | null;
  /** The exchange of contact details of a member conversation; null for the support thread. */
  contactExchange: ContactExchangeState | null;
}

/** What a member chooses to share with the match they exchange contact details with. */
export interface ContactCard {
  phone: string | null;
  email: string | null;
  other: string | null;
  updatedAt: string;
}

/**
 * The exchange of contact details on one member conversation, as the caller sees it. A silver or
 * gold member opens it on one accepted match; then each member may reveal their card to the other.
 */
export interface ContactExchangeState {
  open: boolean;
  /** Who opened it: 'me', 'partner', or null while it is not open. */
  openedBy: 'me' | 'partner' | null;
  openedAt: string | null;
  /** Whether the caller has revealed their card, and when. */
  revealedByMe: boolean;
  revealedAt: string | null;
  partnerRevealed: boolean;
  /** The partner's card, only once they revealed it. */
  partnerCard: ContactCard | null;
  /** The caller's tier includes exchanges (silver and gold). */
  entitled: boolean;
  /** The caller has already opened an exchange on another conversation. */
  allowanceUsed: boolean;
  /** Whether the caller may open it now (entitled, allowance left, conversation open). */
  canOpen: boolean;
  /** Whether the caller has a contact card to reveal. */
  hasCard: boolean;
}

/** The reply of POST /api/messages: the new message, and the notice when it was flagged. */
export interface SentMessage extends Message {
  notice: string | null;
}

export interface ReadReceipt {
  conversationId: string;
  /** Messages the caller received in this conversation, up to and including this one, are read. */
  upToMessageId: string;
  marked: number;
}

export interface BlockedMember {
  userId: string;
  displayName: string;
  blockedAt: string;
}

export interface AdminMemberRef {
  userId: string | null;
  username: string | null;
  email: string | null;
  deleted: boolean;
}

export interface MessageReport {
  id: string;
  messageId: string;
  /** The first 80 characters. */
  preview: string;
  messageRemoved: boolean;
  sender: AdminMemberRef;
  reporter: AdminMemberRef;
  reason: ReportReason;
  note: string | null;
  status: ReportStatus;
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
  /** What the admin did: 'dismiss', 'remove-message' or 'suspend-sender'. */
  action: string | null;
}

export interface MemberReport {
  id: string;
  member: AdminMemberRef;
  reporter: AdminMemberRef;
  reason: ReportReason;
  note: string | null;
  status: ReportStatus;
  createdAt: string;
  handledAt: string | null;
  handledBy: string | null;
  action: MemberReportAction | null;
}

export interface AdminMessage {
  id: string;
  conversationId: string;
  kind: ConversationKind;
  sender: AdminMemberRef;
  receiver: AdminMemberRef | null;
  fromSupport: boolean;
  /** The first 80 characters. */
  preview: string;
  createdAt: string;
  isRead: boolean;
  isFlagged: boolean;
  isFirstContact: boolean;
  isRemoved: boolean;
}
export type AdminMessagePage = Page<AdminMessage>;

/** A conversation as an admin reads it (each read is written to the audit log). */
export interface AdminConversation {
  id: string;
  kind: ConversationKind;
  members: AdminMemberRef[];
  closed: boolean;
  closedReason: ClosedReason;
  /** Whole messages, oldest first: reading them is recorded in the audit log. */
  messages: Message[];
}

export interface SupportThreadSummary {
  id: string;
  member: AdminMemberRef;
  lastMessage: Message | null;
  /** Member messages the team has not read yet. */
  unreadCount: number;
  updatedAt: string;
}

export const messagingAuditActions = [
  'read-conversation',
  'list-messages',
  'moderate',
  'reply-support',
  'contact-exchange',
  'contact-reveal',
] as const;
export type MessagingAuditAction = (typeof messagingAuditActions)[number];

export interface MessagingAuditEntry {
  id: string;
  /** The admin who acted; for 'contact-exchange' and 'contact-reveal', the member who did. */
  adminId: string;
  adminUsername: string | null;
  action: MessagingAuditAction;
  conversationId: string | null;
  detail: string | null;
  at: string;
}

export interface MessagingStats {
  /** Reports still open: messages and members. */
  reportedMessages: number;
  reportedMembers: number;
  /** Conversations with a message in the last 30 days. */
  activeConversations: number;
}

export interface ReportReply {
  id: string;
  status: ReportStatus;
}
