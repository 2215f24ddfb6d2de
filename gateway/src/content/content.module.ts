import { Module } from '@nestjs/common';
import { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { RateLimiter } from '../security/rate-limiter';
import { AdminContactController, ContactController } from './contact.controller';
import { ImageCache } from './image-cache';
import { ImageDeletions } from './image-deletions';
import { AdminSentEmailsController } from './sent-emails.controller';
import { AdminSiteContentController, SiteContentController } from './site-content.controller';
import { AdminSiteImagesController, SiteImagesController } from './site-images.controller';
import { AdminSiteSettingsController, SiteSettingsController } from './site-settings.controller';
import { UploadsController } from './uploads.controller';

/** Routes of the content service (site settings, content, images, logos, contact, emails). */
@Module({
  controllers: [
    SiteSettingsController,
    AdminSiteSettingsController,
    SiteContentController,
    AdminSiteContentController,
    SiteImagesController,
    AdminSiteImagesController,
    UploadsController,
    ContactController,
    AdminContactController,
    AdminSentEmailsController,
  ],
  // RateLimiter keeps its counters in Redis, so this instance shares them with the app's own.
  providers: [
    RateLimiter,
    { provide: ImageCache, useFactory: () => new ImageCache() },
    {
      provide: ImageDeletions,
      inject: [Redis, GATEWAY_CONFIG],
      useFactory: (redis: Redis, config: GatewayConfig) =>
        new ImageDeletions(redis, config.REDIS_PREFIX),
    },
  ],
})
export class ContentGatewayModule {}
