import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  BillingRoutes,
  BillingRpc,
  type CheckoutSession,
  type Membership,
  type OrderView,
  type PaymentRecord,
  type RouteInput,
  type SubscriptionStatus,
  type UserSubscription,
} from '@mithaq/contracts';
import { In, Route } from '../http/route';

const R = BillingRoutes;

/** The member's own membership: checkout, subscription, payments and orders. */
@Controller()
export class MembershipController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.membership)
  membership(@In() { actor }: RouteInput<typeof R.membership>): Promise<Membership> {
    return this.rpc.call(BillingRpc.membership, { userId: actor.userId }, actor);
  }

  @Route(R.createSubscription)
  createSubscription(
    @In() { actor, body }: RouteInput<typeof R.createSubscription>,
  ): Promise<CheckoutSession> {
    return this.rpc.call(BillingRpc.createSubscription, body, actor);
  }

  @Route(R.createPaymentIntent)
  createPaymentIntent(
    @In() { actor, body }: RouteInput<typeof R.createPaymentIntent>,
  ): Promise<CheckoutSession> {
    return this.rpc.call(BillingRpc.createPaymentIntent, body, actor);
  }

  @Route(R.subscriptionStatus)
  subscriptionStatus(
    @In() { actor }: RouteInput<typeof R.subscriptionStatus>,
  ): Promise<SubscriptionStatus | null> {
    return this.rpc.call(BillingRpc.subscriptionStatus, {}, actor);
  }

  /** The membership page's cancel: no body, no reason. */
  @Route(R.cancelSubscription)
  cancelSubscription(
    @In() { actor }: RouteInput<typeof R.cancelSubscription>,
  ): Promise<UserSubscription> {
    return this.rpc.call(BillingRpc.cancelSubscription, {}, actor);
  }

  @Route(R.userSubscription)
  userSubscription(
    @In() { actor }: RouteInput<typeof R.userSubscription>,
  ): Promise<UserSubscription | null> {
    return this.rpc.call(BillingRpc.userSubscription, {}, actor);
  }

  @Route(R.cancelUserSubscription)
  cancelUserSubscription(
    @In() { actor, body }: RouteInput<typeof R.cancelUserSubscription>,
  ): Promise<UserSubscription> {
    return this.rpc.call(BillingRpc.cancelSubscription, body, actor);
  }

  @Route(R.userPayments)
  payments(@In() { actor }: RouteInput<typeof R.userPayments>): Promise<PaymentRecord[]> {
    return this.rpc.call(BillingRpc.payments, {}, actor);
  }

  @Route(R.order)
  order(@In() { actor, params }: RouteInput<typeof R.order>): Promise<OrderView> {
    return this.rpc.call(BillingRpc.order, params, actor);
  }
}
