import type { ContactSubmission } from '@mithaq/contracts';
import type { ContactSubmissionEntity } from './entities/contact-submission.entity';

export const toContactSubmission = (entity: ContactSubmissionEntity): ContactSubmission => ({
  id: entity.id,
  name: entity.name,
  email: entity.email,
  subject: entity.subject,
  message: entity.message,
  status: entity.status,
  submittedAt: entity.submittedAt.toISOString(),
  ipAddress: entity.ipAddress,
  userAgent: entity.userAgent,
  adminNotes: entity.adminNotes,
  respondedAt: entity.respondedAt ? entity.respondedAt.toISOString() : null,
});
