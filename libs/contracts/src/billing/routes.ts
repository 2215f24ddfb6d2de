import { Access } from '../access';
import { defineRoute } from '../http/route';
import { z } from 'zod';
import { userIdSchema } from '../identity/schemas';
import {
  cancelSubscriptionSchema,
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

const userParams = z.object({ id: userIdSchema }).strict();

/** The membership plans, and the admin price editor. */
export const BillingRoutes = {
  listPlans: defineRoute<MembershipPlan[]>()({
    method: 'GET',
    path: '/api/membership-plans',
    access: Access.Visitor,
    tag: 'membership',
    summary: 'The membership plans, ordered bronze, silver, gold (prices in pence)',
  }),
  // 200, not 201: this changes an existing plan rather than creating one.
  updatePlanPrice: defineRoute<MembershipPlan>()({
    method: 'POST',
    path: '/api/admin/membership-plans',
    access: Access.Admin,
    body: updatePlanPriceSchema,
    status: 200,
    tag: 'admin',
    summary: "Change a plan's price (integer pence, 0 to 1,000,000)",
  }),

  config: defineRoute<BillingConfig>()({
    method: 'GET',
    path: '/api/billing/config',
    access: Access.Visitor,
    tag: 'membership',
    summary: 'The publishable key and the Stripe.js address the payment form loads',
  }),
  membership: defineRoute<Membership>()({
    method: 'GET',
    path: '/api/membership',
    access: Access.SignedIn,
    tag: 'membership',
    summary: 'Your tier, where it comes from, when it ends and what it unlocks',
  }),
  createSubscription: defineRoute<CheckoutSession>()({
    method: 'POST',
    path: '/api/create-subscription',
    access: Access.SignedIn,
    body: createSubscriptionSchema,
    tag: 'membership',
    summary: 'Start the Bronze monthly subscription: the client secret of its first payment',
  }),
  createPaymentIntent: defineRoute<CheckoutSession>()({
    method: 'POST',
    path: '/api/create-payment-intent',
    access: Access.SignedIn,
    body: createPaymentIntentSchema,
    tag: 'membership',
    summary:
      'Buy Silver or Gold once: the client secret of the payment (amount from the catalogue)',
  }),
  subscriptionStatus: defineRoute<SubscriptionStatus | null>()({
    method: 'GET',
    path: '/api/subscription-status',
    access: Access.SignedIn,
    tag: 'membership',
    summary: "Your Bronze subscription's period end and whether it cancels then",
  }),
  cancelSubscription: defineRoute<UserSubscription>()({
    method: 'POST',
    path: '/api/cancel-subscription',
    access: Access.SignedIn,
    status: 200,
    tag: 'membership',
    summary: 'Cancel your Bronze subscription at the end of the period (membership page)',
  }),
  userSubscription: defineRoute<UserSubscription | null>()({
    method: 'GET',
    path: '/api/user/subscription',
    access: Access.SignedIn,
    tag: 'membership',
    summary: 'Your membership as subscription management shows it',
  }),
  userPayments: defineRoute<PaymentRecord[]>()({
    method: 'GET',
    path: '/api/user/payments',
    access: Access.SignedIn,
    tag: 'membership',
    summary: 'Your payment history, newest first',
  }),
  cancelUserSubscription: defineRoute<UserSubscription>()({
    method: 'POST',
    path: '/api/user/subscription/cancel',
    access: Access.SignedIn,
    body: cancelSubscriptionSchema,
    status: 200,
    tag: 'membership',
    summary: 'Cancel your Bronze subscription at the end of the period, with an optional reason',
  }),
  order: defineRoute<OrderView>()({
    method: 'GET',
    path: '/api/orders/:id',
    access: Access.SignedIn,
    params: orderIdParams,
    tag: 'membership',
    summary: 'One of your orders: the success page waits here until the payment is confirmed',
  }),
  grantComplimentary: defineRoute<ComplimentaryGrant>()({
    method: 'POST',
    path: '/api/admin/users/:id/complimentary-membership',
    access: Access.Admin,
    params: userParams,
    body: complimentaryMembershipSchema,
    status: 200,
    tag: 'admin',
    summary: 'Grant a member a tier without payment, with a reason and an optional end date',
  }),
  /**
   * Stripe's webhook. No session and no CSRF token: the Stripe-Signature header over the raw
   * body bytes is the authentication, checked by the billing service (400 when it fails).
   */
  stripeWebhook: defineRoute<WebhookReceipt>()({
    method: 'POST',
    path: '/api/stripe/webhook',
    access: Access.Visitor,
    signedRaw: true,
    status: 200,
    tag: 'membership',
    summary: 'Stripe events (raw body, Stripe-Signature verified; each event applied once)',
  }),
  memberMembership: defineRoute<AdminMembership>()({
    method: 'GET',
    path: '/api/admin/users/:id/membership',
    access: Access.Admin,
    params: userParams,
    tag: 'admin',
    summary: "A member's tier, its source and end, and any complimentary grant (who, why, until)",
  }),
  revokeComplimentary: defineRoute<{ userId: string; revoked: true }>()({
    method: 'DELETE',
    path: '/api/admin/users/:id/complimentary-membership',
    access: Access.Admin,
    params: userParams,
    tag: 'admin',
    summary: "End a member's complimentary tier now",
  }),
} as const;
