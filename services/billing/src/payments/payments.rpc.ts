import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import {
  Access,
  BillingRpc,
  type CheckoutSession,
  type Membership,
  type OrderView,
  type PaymentRecord,
  type SubscriptionStatus,
  type UserSubscription,
} from '@mithaq/contracts';
import { MembershipService } from '../membership/membership.service';
import { CheckoutService } from './checkout.service';
import { SubscriptionsService } from './subscriptions.service';

type SignedIn = typeof Access.SignedIn;

@Controller()
export class PaymentsRpc {
  constructor(
    private readonly membership: MembershipService,
    private readonly checkout: CheckoutService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  @RpcHandler(BillingRpc.membership, { access: Access.SelfOrAdmin, owner: 'userId' })
  getMembership({ data }: RpcInputOf<typeof BillingRpc.membership>): Promise<Membership> {
    return this.membership.view(data.userId);
  }

  @RpcHandler(BillingRpc.createSubscription, { access: Access.SignedIn })
  createSubscription({
    actor,
  }: RpcInputOf<typeof BillingRpc.createSubscription, SignedIn>): Promise<CheckoutSession> {
    return this.checkout.createSubscription(actor.userId);
  }

  @RpcHandler(BillingRpc.createPaymentIntent, { access: Access.SignedIn })
  createPaymentIntent({
    actor,
    data,
  }: RpcInputOf<typeof BillingRpc.createPaymentIntent, SignedIn>): Promise<CheckoutSession> {
    return this.checkout.createPaymentIntent(actor.userId, data.tier);
  }

  @RpcHandler(BillingRpc.subscriptionStatus, { access: Access.SignedIn })
  status({
    actor,
  }: RpcInputOf<
    typeof BillingRpc.subscriptionStatus,
    SignedIn
  >): Promise<SubscriptionStatus | null> {
    return this.subscriptions.status(actor.userId);
  }

  @RpcHandler(BillingRpc.userSubscription, { access: Access.SignedIn })
  view({
    actor,
  }: RpcInputOf<typeof BillingRpc.userSubscription, SignedIn>): Promise<UserSubscription | null> {
    return this.subscriptions.view(actor.userId);
  }

  @RpcHandler(BillingRpc.cancelSubscription, { access: Access.SignedIn })
  cancel({
    actor,
    data,
  }: RpcInputOf<typeof BillingRpc.cancelSubscription, SignedIn>): Promise<UserSubscription> {
    return this.subscriptions.cancel(actor.userId, data.reason);
  }

  @RpcHandler(BillingRpc.payments, { access: Access.SignedIn })
  payments({ actor }: RpcInputOf<typeof BillingRpc.payments, SignedIn>): Promise<PaymentRecord[]> {
    return this.subscriptions.payments(actor.userId);
  }

  @RpcHandler(BillingRpc.order, { access: Access.SignedIn })
  order({ actor, data }: RpcInputOf<typeof BillingRpc.order, SignedIn>): Promise<OrderView> {
    return this.checkout.order(actor.userId, data.id);
  }
}
