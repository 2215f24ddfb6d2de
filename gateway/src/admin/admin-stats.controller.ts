import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RpcClient } from '@mithaq/bus';
import { IdentityRpc, Role, type AccountCounts, type Actor } from '@mithaq/contracts';
import { CurrentActor, Roles } from '../auth/decorators';

@ApiTags('admin')
@Controller('api/admin/stats')
@Roles(Role.Admin)
export class AdminStatsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Dashboard counters: total users and pending approvals' })
  stats(@CurrentActor() actor: Actor): Promise<AccountCounts> {
    return this.rpc.call(IdentityRpc.countAccounts, {}, actor);
  }
}
