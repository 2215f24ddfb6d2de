import { Module } from '@nestjs/common';
import { ProfilesEvents } from './profiles.events';
import { ProfilesRepository } from './profiles.repository';
import { ProfilesRpc } from './profiles.rpc';
import { ProfilesService } from './profiles.service';

@Module({
  controllers: [ProfilesRpc],
  providers: [ProfilesRepository, ProfilesService, ProfilesEvents],
})
export class ProfilesModule {}
