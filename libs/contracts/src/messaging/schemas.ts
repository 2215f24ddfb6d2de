import { z } from 'zod';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_OTHER_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  ContactExchangeMessage,
  MESSAGE_MAX_LENGTH,
  MessageMessage,
  memberReportActions,
  messageReportActions,
  reportReasons,
  reportStatuses,
  SUPPORT_RECIPIENT,
} from './constants';

// The plain values live apart from the schemas, so a page that reads a label or a limit does not
// load the schema library with them.
export * from './constants';

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

export const messageReportActionSchema = z
  .object({ action: z.enum(messageReportActions, { error: 'Unknown action' }) })
  .strict();
export const memberReportActionSchema = z
  .object({ action: z.enum(memberReportActions, { error: 'Unknown action' }) })
  .strict();

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

export const notificationPreferencesSchema = z
  .object({
    matchRequest: z.boolean(),
    requestAccepted: z.boolean(),
    newMessage: z.boolean(),
  })
  .strict();
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

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
