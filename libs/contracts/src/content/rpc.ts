import { z } from 'zod';
import { defineRpc, ServiceName, type PingReply } from '../rpc';
import {
  composeEmailSchema,
  contactSchema,
  createContentSchema,
  createSettingSchema,
  idParamSchema,
  keyParamSchema,
  respondSchema,
  siteImagesQuerySchema,
  updateContentSchema,
  updateSettingSchema,
  updateSubmissionRpcSchema,
  uploadLogoSchema,
  uploadSiteImageSchema,
} from './schemas';
import type {
  ComposeReply,
  ContactReply,
  ContactSubmission,
  DeletedEmailReply,
  DeletedReply,
  ImageFile,
  LogoUploadReply,
  RespondReply,
  SentEmail,
  SiteContent,
  SiteImage,
  SiteSetting,
} from './types';

export * from './jobs';
export * from './schemas';
export * from './types';

const rpc = (pattern: string) => `${ServiceName.Content}.${pattern}`;
const content = <Res>() => {
  const define = defineRpc<Res>();
  return <S extends z.ZodType>(pattern: string, request: S) =>
    define(ServiceName.Content, rpc(pattern), request);
};

/** Every operation of the content service; each handler declares who may call it. */
export const ContentRpc = {
  ping: defineRpc<PingReply>()(ServiceName.Content, rpc('ping'), z.object({})),

  listSettings: content<SiteSetting[]>()('setting.list', z.object({})),
  createSetting: content<SiteSetting>()('setting.create', createSettingSchema),
  /** Creates the key when absent, so a logo setting can be set the first time. */
  putSetting: content<SiteSetting>()(
    'setting.put',
    updateSettingSchema.extend(keyParamSchema.shape),
  ),

  listContent: content<SiteContent[]>()('content.list', z.object({})),
  createContent: content<SiteContent>()('content.create', createContentSchema),
  updateContent: content<SiteContent>()(
    'content.update',
    updateContentSchema.extend(keyParamSchema.shape),
  ),

  listImages: content<SiteImage[]>()('image.list', siteImagesQuerySchema),
  uploadImage: content<SiteImage>()('image.upload', uploadSiteImageSchema),
  deleteImage: content<DeletedReply>()('image.delete', idParamSchema),
  /** The bytes behind /uploads/<filename>; public, like the page that shows them. */
  getImageFile: content<ImageFile>()(
    'image.file',
    z.object({ filename: z.string().min(1).max(100) }),
  ),
  uploadLogo: content<LogoUploadReply>()('logo.upload', uploadLogoSchema),

  submitContact: content<ContactReply>()(
    'contact.submit',
    contactSchema.extend({
      ipAddress: z.string().max(64).nullable(),
      // Browsers' user agents can be long; keep a bounded prefix rather than refuse the message.
      userAgent: z
        .string()
        .nullable()
        .transform((value) => (value === null ? null : value.slice(0, 500))),
    }),
  ),
  listSubmissions: content<ContactSubmission[]>()('contact.list', z.object({})),
  updateSubmission: content<ContactSubmission>()('contact.update', updateSubmissionRpcSchema),
  respondToSubmission: content<RespondReply>()(
    'contact.respond',
    respondSchema.extend(idParamSchema.shape),
  ),
  deleteSubmission: content<DeletedReply>()('contact.delete', idParamSchema),

  listSentEmails: content<SentEmail[]>()('email.list', z.object({})),
  composeEmail: content<ComposeReply>()('email.compose', composeEmailSchema),
  deleteSentEmail: content<DeletedEmailReply>()('email.delete', idParamSchema),
} as const;
