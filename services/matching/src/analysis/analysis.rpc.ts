import { RpcHandler, unwrap } from '@mithaq/bus';
import { MatchingRpc, type MatchAnalysis } from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { actorOf } from '../common/admin';
import { assertAnalysisAdmin, AnalysisService } from './analysis.service';

@Controller()
export class AnalysisRpc {
  constructor(private readonly analysis: AnalysisService) {}

  @RpcHandler(MatchingRpc.analysis)
  analyse(@Payload() envelope: unknown): Promise<MatchAnalysis> {
    assertAnalysisAdmin(actorOf(envelope));
    const { actor } = unwrap(MatchingRpc.analysis, envelope);
    return this.analysis.analyse(actor);
  }
}
