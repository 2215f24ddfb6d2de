import { z } from 'zod';

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

const uuid = z.uuid('The id must be a UUID');

const contentSchema = z
  .string({ error: MessageMessage.Empty })
  .transform((value) => value.trim())
  .pipe(z.string().min(1, MessageMessage.Empty).max(MESSAGE_MAX_LENGTH, MessageMessage.TooLong));

/** POST /api/messages: to the support team ("support") or to the partner of an open conversation. */
export const sendMessageSchema = z
  .object({
    receiverId: z
      .string({ error: MessageMessage.RecipientRequired })
      .min(1, MessageMessage.RecipientRequired)
      .refine((value) => value === SUPPORT_RECIPIENT || uuid.safeParse(value).success, {
        message: 'The recipient must be "support" or a member id',
      }),
    content: contentSchema,
    /** Optional, as the spec's client sends it; when present it must be the caller. */
    senderId: uuid.optional(),
  })
  .strict();
export type SendMessageRequest = z.output<typeof sendMessageSchema>;

/** An admin's answer in a support thread. */
export const supportReplySchema = z.object({ content: contentSchema }).strict();
export type SupportReplyRequest = z.output<typeof supportReplySchema>;

export const conversationIdParams = z.object({ conversationId: uuid }).strict();
export const messageIdParams = z.object({ id: uuid }).strict();
export const reportIdParams = z.object({ id: uuid }).strict();
export const memberIdParams = z.object({ userId: uuid }).strict();

/** One page of a thread, newest last: `before` is a message id; pages go back in time. */
export const threadQuerySchema = z
  .object({
    before: uuid.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();
export type ThreadQuery = z.output<typeof threadQuerySchema>;

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

const reportBody = {
  reason: z.enum(reportReasons, { error: 'Please choose a reason' }),
  note: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().max(500, 'The note must be at most 500 characters'))
    .optional(),
};
export const reportMessageSchema = z.object(reportBody).strict();
export type ReportMessageRequest = z.output<typeof reportMessageSchema>;
export const reportMemberSchema = z.object({ userId: uuid, ...reportBody }).strict();
export type ReportMemberRequest = z.output<typeof reportMemberSchema>;

export const blockMemberSchema = z.object({ userId: uuid }).strict();
export type BlockMemberRequest = z.output<typeof blockMemberSchema>;

export const messageReportActions = ['dismiss', 'remove-message', 'suspend-sender'] as const;
export type MessageReportAction = (typeof messageReportActions)[number];
export const memberReportActions = ['dismiss', 'suspend-member'] as const;
export type MemberReportAction = (typeof memberReportActions)[number];

export const messageReportActionSchema = z
  .object({ action: z.enum(messageReportActions, { error: 'Unknown action' }) })
  .strict();
export const memberReportActionSchema = z
  .object({ action: z.enum(memberReportActions, { error: 'Unknown action' }) })
  .strict();

export const reportStatuses = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export const reportListQuerySchema = z
  .object({ status: z.enum([...reportStatuses, 'all']).default('open') })
  .strict();

export const allMessagesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    search: z.string().trim().max(100).optional(),
  })
  .strict();
export type AllMessagesQuery = z.output<typeof allMessagesQuerySchema>;

export const notificationKinds = ['matchRequest', 'requestAccepted', 'newMessage'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const notificationPreferencesSchema = z
  .object({
    matchRequest: z.boolean(),
    requestAccepted: z.boolean(),
    newMessage: z.boolean(),
  })
  .strict();
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

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

/** A trimmed optional text: empty means "not shared". */
const optionalText = (inner: z.ZodType<string, string>) =>
  z
    .string()
    .transform((value) => value.trim())
    .pipe(z.union([z.literal(''), inner]))
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);

/** Each field of the contact card on its own (the SPA checks them as the member types). */
export const contactCardFieldSchemas = {
  phone: optionalText(
    z
      .string()
      .max(CONTACT_PHONE_MAX_LENGTH, ContactExchangeMessage.PhoneTooLong)
      .regex(/^\+?[\d\s-]+$/, ContactExchangeMessage.InvalidPhone)
      .refine((value) => value.replace(/\D/g, '').length >= 6, {
        message: ContactExchangeMessage.PhoneTooShort,
      }),
  ),
  email: optionalText(
    z
      .string()
      .max(CONTACT_EMAIL_MAX_LENGTH, ContactExchangeMessage.EmailTooLong)
      .pipe(z.email(ContactExchangeMessage.InvalidEmail)),
  ),
  other: optionalText(
    z.string().max(CONTACT_OTHER_MAX_LENGTH, ContactExchangeMessage.OtherTooLong),
  ),
};

/** PUT /api/contact-card: what the member chooses to share with the match they exchange with. */
export const contactCardSchema = z
  .object(contactCardFieldSchemas)
  .strict()
  .refine((card) => card.phone !== null || card.email !== null || card.other !== null, {
    message: ContactExchangeMessage.NothingToShare,
  });
export type ContactCardRequest = z.input<typeof contactCardSchema>;
export type ContactCardValues = z.output<typeof contactCardSchema>;
