import { Module } from '@nestjs/common';
import {
  AdminMembershipPlansController,
  MembershipPlansController,
} from './membership-plans.controller';

/** Routes of the billing service (membership plans). */
@Module({ controllers: [MembershipPlansController, AdminMembershipPlansController] })
export class BillingGatewayModule {}
