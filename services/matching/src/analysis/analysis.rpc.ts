import { RpcHandler } from '@mithaq/bus';
import { Access, MatchingRpc, type MatchAnalysis } from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { AnalysisService } from './analysis.service';

@Controller()
export class AnalysisRpc {
  constructor(private readonly analysis: AnalysisService) {}

  @RpcHandler(MatchingRpc.analysis, { access: Access.Admin })
  analyse(): Promise<MatchAnalysis> {
    return this.analysis.analyse();
  }
}
