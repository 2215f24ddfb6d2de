import { Module } from '@nestjs/common';
import { DataModule } from '../data.module';
import { SafetyRpc } from './safety.rpc';
import { SafetyService } from './safety.service';

@Module({ imports: [DataModule], controllers: [SafetyRpc], providers: [SafetyService] })
export class SafetyModule {}
