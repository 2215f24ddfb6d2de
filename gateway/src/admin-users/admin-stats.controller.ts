import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  IdentityRoutes,
  IdentityRpc,
  type AccountCounts,
  type RouteInput,
} from '@mithaq/contracts';
import { In, Route } from '../http/route';

const R = IdentityRoutes;

/** The admin dashboard's counters. */
@Controller()
export class AdminStatsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.adminStats)
  stats(@In() { actor }: RouteInput<typeof R.adminStats>): Promise<AccountCounts> {
    return this.rpc.call(IdentityRpc.countAccounts, {}, actor);
  }
}
