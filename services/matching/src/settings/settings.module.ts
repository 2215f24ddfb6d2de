import { Module } from '@nestjs/common';
import { SettingsRpc } from './settings.rpc';
import { SettingsService } from './settings.service';

@Module({ controllers: [SettingsRpc], providers: [SettingsService] })
export class SettingsModule {}
