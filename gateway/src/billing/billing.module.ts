import { Module } from '@nestjs/common';
import { AdminMembershipsController } from './admin-memberships.controller';
import { BillingConfigController } from './billing-config.controller';
import { MembershipController } from './membership.controller';
import {
  AdminMembershipPlansController,
  MembershipPlansController,
} from './membership-plans.controller';
import { StripeWebhookController } from './stripe-webhook.controller';

/** Routes of the billing service: plans, membership and payments, Stripe's webhook, grants. */
@Module({
  controllers: [
    MembershipPlansController,
    AdminMembershipPlansController,
    MembershipController,
    StripeWebhookController,
    AdminMembershipsController,
    BillingConfigController,
  ],
})
export class BillingGatewayModule {}
