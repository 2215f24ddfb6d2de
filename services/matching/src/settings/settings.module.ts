import { Module } from '@nestjs/common';
import { SettingsRpc } from './settings.rpc';
import { SettingsService } from './settings.service';

@Module({ controllers: [SettingsRpc], providers: [SettingsService], exports: [SettingsService] })
export class SettingsModule {}
