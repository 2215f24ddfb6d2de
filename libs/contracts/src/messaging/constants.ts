/** The longest message a member or an admin can send (characters, after trimming). */
export const MESSAGE_MAX_LENGTH = 2000;
/** Messages a member may send per rate window, and the window (the server's limit). */
export const MESSAGE_RATE_LIMIT = { messages: 30, windowSeconds: 60 } as const;
/** A member conversation counts as active when it had a message in this many days. */
export const ACTIVE_CONVERSATION_DAYS = 30;
/** Preview lengths: 30 characters in the member's conversation list, 80 in the admin tabs. */
export const MEMBER_PREVIEW_LENGTH = 30;
export const ADMIN_PREVIEW_LENGTH = 80;
/** The recipient that means "the support team" in POST /api/messages. */
export const SUPPORT_RECIPIENT = 'support';
/** A member is emailed about a new message only after this long without an open socket. */
export const OFFLINE_EMAIL_AFTER_MINUTES = 15;
/** At most one new-message email per conversation per this many minutes. */
export const MESSAGE_EMAIL_EVERY_MINUTES = 60;

export const MessageMessage = {
  Empty: 'Message cannot be empty',
  TooLong: `Message must be at most ${MESSAGE_MAX_LENGTH} characters`,
  RecipientRequired: 'Please choose a recipient',
  NotAPartner: 'You can only write to the support team or to a member whose request was accepted',
  Closed: 'This conversation is closed',
  SenderNotCaller: 'You can only send messages as yourself',
  RateLimited: 'You are sending messages too quickly. Please wait a moment and try again',
  ConversationNotFound: 'Conversation not found',
  MessageNotFound: 'Message not found',
  OwnMessage: 'You cannot report your own message',
  SupportMessage: 'Messages from the support team cannot be reported',
  BlockSelf: 'You cannot block yourself',
  NotBlocked: 'You have not blocked this member',
  ReportSelf: 'You cannot report yourself',
  MemberNotFound: 'Member not found',
  AlreadyReported: 'You have already reported this',
  ReportNotFound: 'Report not found',
  ReportClosed: 'This report has already been handled',
  FlaggedNotice:
    'For your safety, please keep contact on Mithaq until you are both comfortable: this message shares contact details and has been passed to our team.',
} as const;

export const reportReasons = [
  'harassment',
  'inappropriate',
  'scam',
  'contact-details',
  'fake-profile',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  harassment: 'Harassment or abuse',
  inappropriate: 'Inappropriate content',
  scam: 'Scam or asking for money',
  'contact-details': 'Pushing to move off Mithaq',
  'fake-profile': 'Fake profile',
  other: 'Something else',
};

export const messageReportActions = ['dismiss', 'remove-message', 'suspend-sender'] as const;
export type MessageReportAction = (typeof messageReportActions)[number];
export const memberReportActions = ['dismiss', 'suspend-member'] as const;
export type MemberReportAction = (typeof memberReportActions)[number];

export const reportStatuses = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const notificationKinds = ['matchRequest', 'requestAccepted', 'newMessage'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * The Redis key where the gateway keeps a user's presence: JSON `{ online, lastSeen }` (open
 * sockets, epoch ms). `prefix` is the environment's REDIS_PREFIX; a missing key means offline.
 */
export const presenceKey = (prefix: string, userId: string): string =>
  `${prefix}presence:${userId}`;

/** What the presence key holds. */
export interface Presence {
  online: number;
  lastSeen: number;
}

/** The contact card's limits (characters, after trimming). */
export const CONTACT_PHONE_MAX_LENGTH = 30;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_OTHER_MAX_LENGTH = 200;

export const ContactExchangeMessage = {
  NothingToShare: 'Add at least one contact detail to share',
  InvalidPhone: 'A phone number may contain only digits, spaces, + and -',
  PhoneTooShort: 'Please enter a complete phone number',
  PhoneTooLong: `The phone number must be at most ${CONTACT_PHONE_MAX_LENGTH} characters`,
  InvalidEmail: 'Please enter a valid email address',
  EmailTooLong: `The email address must be at most ${CONTACT_EMAIL_MAX_LENGTH} characters`,
  OtherTooLong: `Other contact details must be at most ${CONTACT_OTHER_MAX_LENGTH} characters`,
  NotEntitled: 'Upgrade to Silver to exchange contact details',
  AllowanceUsed: 'You have already exchanged contact details with a match',
  NotOpen: 'Contact details can be revealed once the exchange is open',
  NoCard: 'Add your contact details on your profile first',
  SupportConversation: 'Contact details are exchanged only with a match',
} as const;
