import { ContentRpc, ServiceName } from '@mithaq/contracts';
import type { ServiceDefinition } from '@mithaq/service-kit';
import { Module } from '@nestjs/common';
import { ContentConfigModule, type ContentConfig } from './config';
import { ContactModule } from './contact/contact.module';
import { ContactSubmissionEntity } from './contact/entities/contact-submission.entity';
import { EmailsModule } from './emails/emails.module';
import { SentEmailEntity } from './emails/entities/sent-email.entity';
import { SiteImageEntity } from './images/entities/site-image.entity';
import { ImagesModule } from './images/images.module';
import { contentMigrations } from './migrations';
import { SiteSettingEntity } from './settings/entities/site-setting.entity';
import { SettingsModule } from './settings/settings.module';
import { SiteContentEntity } from './site-content/entities/site-content.entity';
import { SiteContentModule } from './site-content/site-content.module';

/**
 * The content service with its own config (mail delivery) given at boot, so tests can start it
 * with an SMTP server or outbox folder of their own.
 */
export const createContentService = (config: ContentConfig): ServiceDefinition => {
  @Module({
    imports: [
      ContentConfigModule.forRoot(config),
      SettingsModule,
      SiteContentModule,
      ImagesModule,
      EmailsModule,
      ContactModule,
    ],
  })
  class ContentModule {}

  return {
    service: ServiceName.Content,
    ping: ContentRpc.ping,
    module: ContentModule,
    entities: [
      SiteSettingEntity,
      SiteContentEntity,
      SiteImageEntity,
      ContactSubmissionEntity,
      SentEmailEntity,
    ],
    migrations: contentMigrations,
  };
};
