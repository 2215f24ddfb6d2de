import {
  entitlementsOf,
  type MembershipPlan,
  type MembershipTier,
  type RouteReply,
  type BillingRoutes,
} from '@mithaq/contracts';

export type MembershipReply = RouteReply<typeof BillingRoutes.membership>;
export type UserSubscriptionReply = Exclude<
  RouteReply<typeof BillingRoutes.userSubscription>,
  null
>;
export type PaymentRecordReply = RouteReply<typeof BillingRoutes.userPayments>[number];
export type CheckoutSessionReply = RouteReply<typeof BillingRoutes.createPaymentIntent>;
export type OrderReply = RouteReply<typeof BillingRoutes.order>;

const plan = (
  tier: MembershipPlan['tier'],
  name: string,
  price: number,
  overrides: Partial<MembershipPlan> = {},
): MembershipPlan => ({
  id: `plan-${tier}`,
  tier,
  name,
  price,
  features: [`${name} feature one`, `${name} feature two`],
  isPopular: false,
  isOneTimeFee: tier !== 'bronze',
  matchesLimit: -1,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** The catalogue as the server seeds it: Bronze £10/month, Silver £20 (popular), Gold £50. */
export const plans: MembershipPlan[] = [
  plan('bronze', 'Bronze', 1000),
  plan('silver', 'Silver', 2000, { isPopular: true }),
  plan('gold', 'Gold', 5000),
];

export const aMembership = (
  tier: MembershipTier,
  overrides: Partial<MembershipReply> = {},
): MembershipReply => ({
  tier,
  source: tier === 'free' ? 'none' : tier === 'bronze' ? 'subscription' : 'purchase',
  startedAt: tier === 'free' ? null : '2026-11-01T10:00:00.000Z',
  endsAt: null,
  entitlements: entitlementsOf(tier),
  ...overrides,
});

export const aSubscription = (
  overrides: Partial<UserSubscriptionReply> = {},
): UserSubscriptionReply => ({
  membershipTier: 'bronze',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodStart: '2026-11-01T10:00:00.000Z',
  currentPeriodEnd: '2026-12-01T10:00:00.000Z',
  created: '2026-11-01T10:00:00.000Z',
  recurring: true,
  ...overrides,
});

export const aPayment = (overrides: Partial<PaymentRecordReply> = {}): PaymentRecordReply => ({
  id: 'pay-1',
  created: '2026-11-01T10:00:00.000Z',
  description: 'Bronze membership (monthly)',
  amount: 1000,
  status: 'succeeded',
  receiptUrl: 'https://pay.example/receipt/1',
  ...overrides,
});

export const ORDER_ID = '0c9d6a2e-5b1f-4e3a-9c7d-2f1e0a9b8c7d';

export const aCheckoutSession = (
  overrides: Partial<CheckoutSessionReply> = {},
): CheckoutSessionReply => ({
  orderId: ORDER_ID,
  clientSecret: 'pi_123_secret_abc',
  mode: 'payment',
  tier: 'silver',
  amount: 2000,
  description: 'Silver membership (one-time)',
  ...overrides,
});

export const anOrder = (overrides: Partial<OrderReply> = {}): OrderReply => ({
  id: ORDER_ID,
  purpose: 'membership',
  tier: 'silver',
  amount: 2000,
  description: 'Silver membership (one-time)',
  status: 'pending',
  createdAt: '2026-11-01T10:00:00.000Z',
  paidAt: null,
  ...overrides,
});
