import { Module } from '@nestjs/common';
import { AnalysisRepository } from './analysis.repository';
import { AnalysisRpc } from './analysis.rpc';
import { AnalysisService } from './analysis.service';

@Module({
  controllers: [AnalysisRpc],
  providers: [AnalysisRepository, AnalysisService],
})
export class AnalysisModule {}
