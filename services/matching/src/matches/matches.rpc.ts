import { RpcHandler, type RpcInput } from '@mithaq/bus';
import {
  Access,
  MatchingRpc,
  type MatchDashboard,
  type MatchPage,
  type MatchProfileView,
  type RpcRequest,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { MatchesService } from './matches.service';

type Input<D> = RpcInput<RpcRequest<D>, typeof Access.SignedIn>;

@Controller()
export class MatchesRpc {
  constructor(private readonly matches: MatchesService) {}

  @RpcHandler(MatchingRpc.dashboard, { access: Access.SignedIn })
  dashboard({ actor, data }: Input<typeof MatchingRpc.dashboard>): Promise<MatchDashboard> {
    return this.matches.dashboard(actor, data);
  }

  @RpcHandler(MatchingRpc.listMatches, { access: Access.SignedIn })
  listMatches({ actor, data }: Input<typeof MatchingRpc.listMatches>): Promise<MatchPage> {
    return this.matches.list(actor, data);
  }

  @RpcHandler(MatchingRpc.matchProfile, { access: Access.SignedIn })
  matchProfile({ actor, data }: Input<typeof MatchingRpc.matchProfile>): Promise<MatchProfileView> {
    return this.matches.profile(actor, data.userId);
  }
}
