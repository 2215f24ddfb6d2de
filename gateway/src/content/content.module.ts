import { Module } from '@nestjs/common';

/** Routes of the content service (site settings, content, images, logos, contact, emails). */
@Module({})
export class ContentGatewayModule {}
