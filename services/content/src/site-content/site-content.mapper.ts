import type { SiteContent } from '@mithaq/contracts';
import { sanitizeContentHtml } from '../common/sanitize';
import type { SiteContentEntity } from './entities/site-content.entity';

/** Sanitized again on the way out, so a row written around this service is still safe to show. */
export const toSiteContent = (entity: SiteContentEntity): SiteContent => ({
  id: entity.id,
  key: entity.key,
  title: entity.title,
  content: sanitizeContentHtml(entity.content),
  lastUpdated: entity.lastUpdated.toISOString(),
});
