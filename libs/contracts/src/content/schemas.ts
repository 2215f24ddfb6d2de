import { z } from 'zod';
import { DomainError, ErrorCode } from '../errors';
import { fieldErrorsOf } from '../validation';
import { contactStatuses, libraryImageCategories, logoSettingKeys } from './types';

/** The logo upload's messages; the SPA shows them as they come. */
export const ImageMessage = {
  invalidType: 'Invalid file type: Please select an image file (JPEG, PNG, GIF, etc.)',
  tooLarge: 'File too large: Image size should be less than 5MB',
  missing: 'No image selected: Please select an image to upload',
} as const;

/** The contact form's messages, full stops included (the page shows them verbatim). */
export const ContactMessage = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  subject: 'Subject must be at least 5 characters.',
  message: 'Message must be at least 10 characters.',
} as const;

const EMAIL_MESSAGE = 'Please enter a valid email address';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Header values must stay on one line, or a subject could smuggle in extra mail headers. */
const oneLine = (label: string, max: number) =>
  required(label, max).transform((value) => value.replace(/[\r\n]+/g, ' '));

export const keySchema = required('Key', 50).regex(
  /^[a-z0-9-]+$/,
  'Key can only contain lower-case letters, numbers and hyphens',
);

export const idSchema = z.uuid('The id must be a UUID');

/** Path parameters, parsed as objects so a bad one is reported under its own field name. */
export const keyParamSchema = z.object({ key: keySchema });
export const idParamSchema = z.object({ id: idSchema });

const settingValue = z
  .string({ error: 'Value is required' })
  .trim()
  .max(2000, 'Value must be at most 2000 characters');

/** POST /api/admin/site-settings */
export const createSettingSchema = z.object({
  key: keySchema,
  value: settingValue.min(1, 'Value is required'),
});
export type CreateSettingRequest = z.output<typeof createSettingSchema>;

/** PUT /api/admin/site-settings/:key body; '' is allowed (a logo setting's "use the default"). */
export const updateSettingSchema = z.object({ value: settingValue });
export type UpdateSettingRequest = z.output<typeof updateSettingSchema>;

const htmlContent = z
  .string({ error: 'Content is required' })
  .max(200_000, 'Content must be at most 200000 characters');

/** POST /api/admin/site-content */
export const createContentSchema = z.object({
  key: keySchema,
  title: required('Title', 200),
  content: htmlContent.default(''),
});
export type CreateContentRequest = z.output<typeof createContentSchema>;

/** PUT /api/admin/site-content/:key body */
export const updateContentSchema = z.object({
  title: required('Title', 200).optional(),
  content: htmlContent,
});
export type UpdateContentRequest = z.output<typeof updateContentSchema>;

/** GET /api/site-images query */
export const siteImagesQuerySchema = z.object({
  category: z
    .enum(libraryImageCategories, { error: 'Category must be service-hero or testimonial' })
    .optional(),
});

/** The image as a data URL: how the gateway hands the uploaded bytes to the content service. */
const imageData = z.string({ error: ImageMessage.missing }).trim().min(1, ImageMessage.missing);

/**
 * POST /api/admin/site-images: the text fields of the multipart form (the image itself is its
 * field "file"). Strict, so a stray field (an old client's imageData) is named, not ignored.
 */
export const siteImageUploadFieldsSchema = z
  .object({
    category: z.enum(libraryImageCategories, {
      error: 'Category must be service-hero or testimonial',
    }),
    title: required('Title', 200),
    alt: z
      .string()
      .trim()
      .max(300, 'Alt text must be at most 300 characters')
      .optional()
      .transform((value) => value ?? ''),
  })
  .strict();
export type SiteImageUploadFields = z.input<typeof siteImageUploadFieldsSchema>;

/** The content service's image upload: the form's fields and the received bytes. */
export const uploadSiteImageSchema = z.object({ ...siteImageUploadFieldsSchema.shape, imageData });
export type UploadSiteImageRequest = z.output<typeof uploadSiteImageSchema>;

/** POST /api/admin/upload-image (logos): the text fields of the multipart form. */
export const logoUploadFieldsSchema = z
  .object({
    settingKey: z.enum(logoSettingKeys, {
      error: 'Setting key must be header-logo, footer-logo or site-logo',
    }),
  })
  .strict();
export type LogoUploadFields = z.input<typeof logoUploadFieldsSchema>;

/**
 * The content service's logo upload. No declared type travels with it: what the uploader says
 * a file is counts for nothing, the service reads the type from the bytes.
 */
export const uploadLogoSchema = z.object({ ...logoUploadFieldsSchema.shape, imageData });
export type UploadLogoRequest = z.output<typeof uploadLogoSchema>;

/**
 * Like parseOrThrow, but the error's message is the first field's own text: the upload dialogs
 * show the server's message as it comes, so it must be the field's own text.
 */
export const parseUploadOrThrow = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input);
  if (result.success) {
    return result.data;
  }
  const fields = fieldErrorsOf(result.error);
  const first = Object.values(fields)[0] ?? 'Validation failed';
  throw new DomainError(ErrorCode.ValidationFailed, first, fields);
};

/** POST /api/contact */
export const contactSchema = z.object({
  name: z
    .string({ error: ContactMessage.name })
    .trim()
    .min(2, ContactMessage.name)
    .max(100, 'Name must be at most 100 characters.'),
  email: z
    .string({ error: ContactMessage.email })
    .trim()
    .max(254, ContactMessage.email)
    .pipe(z.email(ContactMessage.email)),
  subject: z
    .string({ error: ContactMessage.subject })
    .trim()
    .min(5, ContactMessage.subject)
    .max(200, 'Subject must be at most 200 characters.'),
  message: z
    .string({ error: ContactMessage.message })
    .trim()
    .min(10, ContactMessage.message)
    .max(5000, 'Message must be at most 5000 characters.'),
});
export type ContactRequest = z.output<typeof contactSchema>;

const submissionChanges = z.object({
  status: z.enum(contactStatuses, { error: 'Status must be unread, read or responded' }).optional(),
  adminNotes: z.string().trim().max(2000, 'Admin notes must be at most 2000 characters').optional(),
});
const somethingToChange = (value: z.output<typeof submissionChanges>): boolean =>
  value.status !== undefined || value.adminNotes !== undefined;
const NOTHING_TO_CHANGE = { message: 'Give a status or admin notes' };

/** PATCH /api/admin/contact-submissions/:id/status */
export const updateSubmissionSchema = submissionChanges.refine(
  somethingToChange,
  NOTHING_TO_CHANGE,
);
/** The same change addressed to one submission, as the RPC carries it. */
export const updateSubmissionRpcSchema = submissionChanges
  .extend({ id: idSchema })
  .refine(somethingToChange, NOTHING_TO_CHANGE);
export type UpdateSubmissionRequest = z.output<typeof updateSubmissionSchema>;

/** POST /api/admin/contact-submissions/:id/respond */
export const respondSchema = z.object({
  subject: oneLine('Subject', 200),
  message: required('Message', 10_000),
});
export type RespondRequest = z.output<typeof respondSchema>;

/** POST /api/admin/compose-email */
export const composeEmailSchema = z.object({
  to: z
    .string({ error: 'To is required' })
    .trim()
    .min(1, 'To is required')
    .max(254, EMAIL_MESSAGE)
    .pipe(z.email(EMAIL_MESSAGE)),
  subject: oneLine('Subject', 200),
  message: required('Message', 10_000),
});
export type ComposeEmailRequest = z.output<typeof composeEmailSchema>;
