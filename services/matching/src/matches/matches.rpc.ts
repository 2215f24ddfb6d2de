import { RpcHandler, unwrap } from '@mithaq/bus';
import {
  MatchingRpc,
  type MatchDashboard,
  type MatchPage,
  type MatchProfileView,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MatchesService } from './matches.service';

@Controller()
export class MatchesRpc {
  constructor(private readonly matches: MatchesService) {}

  @RpcHandler(MatchingRpc.dashboard)
  dashboard(@Payload() envelope: unknown): Promise<MatchDashboard> {
    const { actor, data } = unwrap(MatchingRpc.dashboard, envelope);
    return this.matches.dashboard(actor, data);
  }

  @RpcHandler(MatchingRpc.listMatches)
  listMatches(@Payload() envelope: unknown): Promise<MatchPage> {
    const { actor, data } = unwrap(MatchingRpc.listMatches, envelope);
    return this.matches.list(actor, data);
  }

  @RpcHandler(MatchingRpc.matchProfile)
  matchProfile(@Payload() envelope: unknown): Promise<MatchProfileView> {
    const { actor, data } = unwrap(MatchingRpc.matchProfile, envelope);
    return this.matches.profile(actor, data.userId);
  }
}
