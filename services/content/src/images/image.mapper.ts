import { UPLOADS_PATH, type SiteImage } from '@mithaq/contracts';
import type { SiteImageEntity } from './entities/site-image.entity';

export const imageUrlOf = (filename: string): string => `${UPLOADS_PATH}/${filename}`;

export const toSiteImage = (entity: SiteImageEntity): SiteImage => ({
  id: entity.id,
  category: entity.category,
  filename: entity.filename,
  title: entity.title,
  alt: entity.alt,
  url: imageUrlOf(entity.filename),
  contentType: entity.contentType,
  size: entity.size,
  createdAt: entity.createdAt.toISOString(),
});
