import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  MatchingRoutes,
  MatchingRpc,
  type MatchDashboard,
  type MatchPage,
  type MatchProfileView,
  type RouteInput,
} from '@mithaq/contracts';
import { In, Route } from '../http/route';
import { cachedCall, ReadCache } from '../infra/read-cache';

const R = MatchingRoutes;

/** The signed-in member's own matches; the matching service decides who has any. */
@Controller()
export class MatchesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: ReadCache,
  ) {}

  // The dashboard and the list are the pages members reload most: served from the read cache
  // while matching's data is unchanged.
  @Route(R.dashboard)
  dashboard(@In() { actor, query }: RouteInput<typeof R.dashboard>): Promise<MatchDashboard> {
    return cachedCall(this.cache, this.rpc, MatchingRpc.dashboard, query, actor);
  }

  @Route(R.listMatches)
  list(@In() { actor, query }: RouteInput<typeof R.listMatches>): Promise<MatchPage> {
    return cachedCall(this.cache, this.rpc, MatchingRpc.listMatches, query, actor);
  }

  @Route(R.matchProfile)
  profile(@In() { actor, params }: RouteInput<typeof R.matchProfile>): Promise<MatchProfileView> {
    return this.rpc.call(MatchingRpc.matchProfile, params, actor);
  }
}
