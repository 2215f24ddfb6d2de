import { Module } from '@nestjs/common';
import { SiteContentRepository } from './site-content.repository';
import { SiteContentRpc } from './site-content.rpc';
import { SiteContentService } from './site-content.service';

@Module({
  controllers: [SiteContentRpc],
  providers: [SiteContentRepository, SiteContentService],
})
export class SiteContentModule {}
