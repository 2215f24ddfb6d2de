import { Module } from '@nestjs/common';
import { GrantsRpc } from '../grants/grants.rpc';
import { GrantsService } from '../grants/grants.service';
import { MembersEvents } from '../members/members.events';
import { MembershipService } from '../membership/membership.service';
import { PlansModule } from '../plans/plans.module';
import { StripeModule } from '../stripe/stripe.module';
import { WebhooksRpc } from '../webhooks/webhooks.rpc';
import { WebhooksService } from '../webhooks/webhooks.service';
import { ChargeLedger } from './charge-ledger';
import { ChargesRpc } from './charges.rpc';
import { ChargesService } from './charges.service';
import { CheckoutService } from './checkout.service';
import { IncludedMeetingsService } from './included-meetings.service';
import { BillingConfigRpc } from './config.rpc';
import { PaymentsRpc } from './payments.rpc';
import { SubscriptionsService } from './subscriptions.service';

/** Orders, payments, one-off charges, subscriptions, memberships, grants, webhooks and erasure. */
@Module({
  imports: [PlansModule, StripeModule],
  controllers: [PaymentsRpc, ChargesRpc, WebhooksRpc, GrantsRpc, BillingConfigRpc],
  providers: [
    MembershipService,
    CheckoutService,
    ChargesService,
    ChargeLedger,
    IncludedMeetingsService,
    SubscriptionsService,
    WebhooksService,
    GrantsService,
    MembersEvents,
  ],
})
export class PaymentsModule {}
