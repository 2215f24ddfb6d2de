import { z } from 'zod';
import { defineRpc, ServiceName, type PingReply } from '../rpc';
import { userIdSchema } from '../identity/schemas';
import {
  cancelSubscriptionSchema,
  createChargeSchema,
  type ChargeSession,
  type OrderStatus,
  complimentaryMembershipSchema,
  createPaymentIntentSchema,
  createSubscriptionSchema,
  orderIdParams,
  type AdminMembership,
  type BillingConfig,
  type CheckoutSession,
  type ComplimentaryGrant,
  type Membership,
  type OrderView,
  type PaymentRecord,
  type SubscriptionStatus,
  type UserSubscription,
  type WebhookReceipt,
} from './payments';
import { updatePlanPriceSchema, type MembershipPlan } from './plans';

export * from './entitlements';
export * from './payments';
export * from './plans';

const rpc = (pattern: string) => `${ServiceName.Billing}.${pattern}`;

export const BillingRpc = {
  ping: defineRpc<PingReply>()(ServiceName.Billing, rpc('ping'), z.object({})),
  /** The public catalogue, ordered bronze, silver, gold. */
  listPlans: defineRpc<MembershipPlan[]>()(ServiceName.Billing, rpc('plan.list'), z.object({})),
  /** Admin only (the handler's access rule). */
  updatePlanPrice: defineRpc<MembershipPlan>()(
    ServiceName.Billing,
    rpc('plan.update-price'),
    updatePlanPriceSchema,
  ),

  /** What the SPA needs to load Stripe.js (public). */
  config: defineRpc<BillingConfig>()(ServiceName.Billing, rpc('config.get'), z.object({})),
  /** The member's tier, its source and what it unlocks (other services read it too). */
  membership: defineRpc<Membership>()(
    ServiceName.Billing,
    rpc('membership.get'),
    z.object({ userId: userIdSchema }).strict(),
  ),
  createSubscription: defineRpc<CheckoutSession>()(
    ServiceName.Billing,
    rpc('subscription.create'),
    createSubscriptionSchema,
  ),
  createPaymentIntent: defineRpc<CheckoutSession>()(
    ServiceName.Billing,
    rpc('payment.create'),
    createPaymentIntentSchema,
  ),
  subscriptionStatus: defineRpc<SubscriptionStatus | null>()(
    ServiceName.Billing,
    rpc('subscription.status'),
    z.object({}),
  ),
  userSubscription: defineRpc<UserSubscription | null>()(
    ServiceName.Billing,
    rpc('subscription.view'),
    z.object({}),
  ),
  cancelSubscription: defineRpc<UserSubscription>()(
    ServiceName.Billing,
    rpc('subscription.cancel'),
    cancelSubscriptionSchema,
  ),
  payments: defineRpc<PaymentRecord[]>()(ServiceName.Billing, rpc('payment.list'), z.object({})),
  order: defineRpc<OrderView>()(ServiceName.Billing, rpc('order.get'), orderIdParams),
  /**
   * A Stripe webhook as received: the raw body (utf8) and the Stripe-Signature header. The
   * service verifies the signature; the gateway passes the bytes untouched.
   */
  webhook: defineRpc<WebhookReceipt>()(
    ServiceName.Billing,
    rpc('webhook.receive'),
    z.object({ payload: z.string().max(1_000_000), signature: z.string().max(2000) }).strict(),
  ),
  grantComplimentary: defineRpc<ComplimentaryGrant>()(
    ServiceName.Billing,
    rpc('admin.grant'),
    complimentaryMembershipSchema.extend({ userId: userIdSchema }),
  ),
  /** Admin only: a member's membership with their open complimentary grant. */
  adminMembership: defineRpc<AdminMembership>()(
    ServiceName.Billing,
    rpc('admin.membership'),
    z.object({ userId: userIdSchema }).strict(),
  ),
  /** A one-off charge for the actor (course bookings, services orders): called by services. */
  createCharge: defineRpc<ChargeSession>()(
    ServiceName.Billing,
    rpc('charge.create'),
    createChargeSchema,
  ),
  /**
   * Cancels an unpaid charge (its PaymentIntent too), e.g. when a held seat expires. Replies the
   * order's status after the attempt: 'paid' means it was paid first and stays paid.
   */
  cancelCharge: defineRpc<{ orderId: string; status: OrderStatus }>()(
    ServiceName.Billing,
    rpc('charge.cancel'),
    z.object({ orderId: z.uuid() }).strict(),
  ),
  /**
   * A gold member's included meeting: the first call for a member who holds gold and has not used
   * it records a paid order of 0 for `reference` (and announces billing.order.paid); otherwise
   * `included` is false and the caller charges the fee with createCharge. Same reference, same
   * answer.
   */
  claimIncludedMeeting: defineRpc<{ included: boolean; orderId: string | null }>()(
    ServiceName.Billing,
    rpc('meeting.claim-included'),
    z.object({ reference: z.uuid() }).strict(),
  ),
  revokeComplimentary: defineRpc<{ userId: string; revoked: true }>()(
    ServiceName.Billing,
    rpc('admin.revoke'),
    z.object({ userId: userIdSchema }).strict(),
  ),
} as const;
