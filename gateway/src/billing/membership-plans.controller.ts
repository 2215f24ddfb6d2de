import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RpcClient } from '@mithaq/bus';
import {
  BillingRpc,
  parseOrThrow,
  Role,
  updatePlanPriceSchema,
  type Actor,
  type MembershipPlan,
} from '@mithaq/contracts';
import { CurrentActor, Public, Roles } from '../auth/decorators';
import { bodySchemaOf } from '../docs/schema';

@ApiTags('membership')
@Controller('api/membership-plans')
export class MembershipPlansController {
  constructor(private readonly rpc: RpcClient) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'The membership plans, ordered bronze, silver, gold (prices in pence)' })
  list(): Promise<MembershipPlan[]> {
    return this.rpc.call(BillingRpc.listPlans, {});
  }
}

@ApiTags('admin')
@Controller('api/admin/membership-plans')
@Roles(Role.Admin)
export class AdminMembershipPlansController {
  constructor(private readonly rpc: RpcClient) {}

  // 200, not 201: this changes an existing plan rather than creating one.
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Change a plan's price (integer pence, 0 to 1,000,000)" })
  @ApiBody({ schema: bodySchemaOf(updatePlanPriceSchema) })
  updatePrice(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<MembershipPlan> {
    return this.rpc.call(
      BillingRpc.updatePlanPrice,
      parseOrThrow(updatePlanPriceSchema, body),
      actor,
    );
  }
}
