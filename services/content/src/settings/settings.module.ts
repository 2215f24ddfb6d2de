import { Module } from '@nestjs/common';
import { SettingsRepository } from './settings.repository';
import { SettingsRpc } from './settings.rpc';
import { SettingsService } from './settings.service';

@Module({
  controllers: [SettingsRpc],
  providers: [SettingsRepository, SettingsService],
  // Logo uploads set a setting in the same transaction as the image they store.
  exports: [SettingsRepository],
})
export class SettingsModule {}
