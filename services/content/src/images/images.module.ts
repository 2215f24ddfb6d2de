import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { ImagesRepository } from './images.repository';
import { ImagesRpc } from './images.rpc';
import { ImagesService } from './images.service';

@Module({
  imports: [SettingsModule],
  controllers: [ImagesRpc],
  providers: [ImagesRepository, ImagesService],
})
export class ImagesModule {}
