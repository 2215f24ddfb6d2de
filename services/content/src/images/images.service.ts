import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DomainError,
  ErrorCode,
  type Actor,
  type DeletedReply,
  type ImageFile,
  type LibraryImageCategory,
  type LogoUploadReply,
  type SiteImage,
  type SiteImageCategory,
  type UploadLogoRequest,
  type UploadSiteImageRequest,
} from '@mithaq/contracts';
import { toSiteSetting } from '../settings/setting.mapper';
import { SettingsRepository } from '../settings/settings.repository';
import { SiteImageEntity } from './entities/site-image.entity';
import { decodeImage, type DecodedImage } from './image-data';
import { imageUrlOf, toSiteImage } from './image.mapper';
import { ImagesRepository } from './images.repository';

const LOGO_TITLES: Record<UploadLogoRequest['settingKey'], string> = {
  'header-logo': 'Header logo',
  'footer-logo': 'Footer logo',
  'site-logo': 'Site logo',
};

const newImage = (
  image: DecodedImage,
  category: SiteImageCategory,
  title: string,
  alt: string,
): SiteImageEntity =>
  Object.assign(new SiteImageEntity(), {
    id: randomUUID(),
    category,
    // Never the uploader's name: a generated, unguessable, never-reused one.
    filename: `${randomUUID()}.${image.extension}`,
    title,
    alt,
    contentType: image.contentType,
    size: image.bytes.length,
    data: image.bytes,
    createdAt: new Date(),
  });

@Injectable()
export class ImagesService {
  constructor(
    private readonly images: ImagesRepository,
    private readonly settings: SettingsRepository,
  ) {}

  async list(category: LibraryImageCategory | undefined): Promise<SiteImage[]> {
    return (await this.images.list(category)).map(toSiteImage);
  }

  async upload(request: UploadSiteImageRequest): Promise<SiteImage> {
    const entity = newImage(
      decodeImage(request.imageData),
      request.category,
      request.title,
      request.alt,
    );
    await this.images.insert(entity);
    return toSiteImage(entity);
  }

  /** Stores the logo and points the setting at it in one transaction: both or neither. */
  async uploadLogo(admin: Actor, request: UploadLogoRequest): Promise<LogoUploadReply> {
    const title = LOGO_TITLES[request.settingKey];
    const entity = newImage(decodeImage(request.imageData), 'logo', title, title);
    const url = imageUrlOf(entity.filename);
    const setting = await this.images.transaction(async (manager) => {
      await this.images.insert(entity, manager);
      return this.settings.upsert(request.settingKey, url, admin.userId, manager);
    });
    return { message: 'Image uploaded', url, setting: toSiteSetting(setting) };
  }

  async delete(id: string): Promise<DeletedReply> {
    const entity = await this.images.findById(id);
    if (!entity) {
      throw new DomainError(ErrorCode.NotFound, 'Image not found');
    }
    const usedBy = await this.settings.keysWithValue(imageUrlOf(entity.filename));
    if (usedBy.length > 0) {
      throw new DomainError(
        ErrorCode.Conflict,
        `This image is in use as the ${usedBy.join(', ')}; choose another one first`,
      );
    }
    await this.images.delete(id);
    return { deleted: true, id };
  }

  async file(filename: string): Promise<ImageFile> {
    const entity = await this.images.findFile(filename);
    if (!entity) {
      throw new DomainError(ErrorCode.NotFound, 'Image not found');
    }
    return {
      id: entity.id,
      filename: entity.filename,
      contentType: entity.contentType,
      base64: entity.data.toString('base64'),
    };
  }
}
