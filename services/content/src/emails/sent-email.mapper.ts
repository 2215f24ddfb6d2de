import type { SentEmail } from '@mithaq/contracts';
import type { TeamEmailEntity } from './entities/sent-email.entity';

export const toSentEmail = (entity: TeamEmailEntity): SentEmail => ({
  id: entity.id,
  to: entity.to,
  subject: entity.subject,
  body: entity.body,
  emailType: entity.emailType,
  sentAt: entity.sentAt.toISOString(),
  deliveryStatus: entity.deliveryStatus,
  deliveredAt: entity.deliveredAt ? entity.deliveredAt.toISOString() : null,
  failureReason: entity.failureReason,
  contactSubmissionId: entity.contactSubmissionId,
});
