/** Records of the content service as the HTTP API returns them. */

export const siteImageCategories = ['service-hero', 'testimonial', 'logo'] as const;
export type SiteImageCategory = (typeof siteImageCategories)[number];

/** Categories an admin uploads through the image library; logos arrive via upload-image. */
export const libraryImageCategories = ['service-hero', 'testimonial'] as const;
export type LibraryImageCategory = (typeof libraryImageCategories)[number];

export const logoSettingKeys = ['header-logo', 'footer-logo', 'site-logo'] as const;
export type LogoSettingKey = (typeof logoSettingKeys)[number];

/** A logo setting holding this value (or '') means the built-in text logo. */
export const TEXT_LOGO = 'text-logo';

export const contactStatuses = ['unread', 'read', 'responded'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const emailTypes = ['response', 'compose'] as const;
export type EmailType = (typeof emailTypes)[number];

export const deliveryStatuses = ['queued', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** Largest image accepted, counted on the decoded bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Where the gateway serves stored images. */
export const UPLOADS_PATH = '/uploads';

export interface SiteSetting {
  id: string;
  key: string;
  value: string;
  lastUpdated: string;
  /** The admin who last changed it: only in admin replies, never in the public list. */
  updatedBy?: string | null;
}

export interface SiteContent {
  id: string;
  key: string;
  title: string;
  /** Sanitized HTML. */
  content: string;
  lastUpdated: string;
}

export interface SiteImage {
  id: string;
  category: SiteImageCategory;
  filename: string;
  title: string;
  alt: string;
  /** '/uploads/<filename>' */
  url: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/** One stored image's bytes, base64 encoded so they travel in a JSON RPC reply. */
export interface ImageFile {
  id: string;
  filename: string;
  contentType: string;
  base64: string;
}

export interface LogoUploadReply {
  message: 'Image uploaded';
  url: string;
  setting: SiteSetting;
}

export interface ContactSubmission {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactStatus;
  submittedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  adminNotes: string | null;
  respondedAt: string | null;
}

export interface ContactReply {
  success: true;
  message: string;
}

export const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you shortly.';

export interface SentEmail {
  id: string;
  to: string;
  subject: string;
  body: string;
  emailType: EmailType;
  /** When the email was queued. */
  sentAt: string;
  deliveryStatus: DeliveryStatus;
  deliveredAt: string | null;
  failureReason: string | null;
  contactSubmissionId: string | null;
}

export interface RespondReply {
  recipientEmail: string;
  sentEmail: SentEmail;
  submission: ContactSubmission;
}

export interface ComposeReply {
  recipientEmail: string;
  sentEmail: SentEmail;
}

export interface DeletedReply {
  deleted: true;
  id: string;
}

export interface DeletedEmailReply {
  deletedEmail: { id: string; subject: string };
}
