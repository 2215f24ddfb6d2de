import {
  BillingPaths,
  planTiers,
  type MembershipPlan as PlanRecord,
  type PlanTier,
} from '@mithaq/contracts';
import { api } from '../../lib/api';
import { routeRequest } from '../../lib/route-request';
import { formatPence } from '../../lib/format';

/** What the public pages show of a plan; `price` is integer pence. */
export type MembershipPlan = Pick<
  PlanRecord,
  'id' | 'tier' | 'name' | 'price' | 'features' | 'isPopular' | 'isOneTimeFee'
>;

const isTier = (value: unknown): value is PlanTier =>
  typeof value === 'string' && (planTiers as readonly string[]).includes(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const toPlan = (value: unknown): MembershipPlan | null => {
  if (
    !isRecord(value) ||
    typeof value.id !== 'string' ||
    !isTier(value.tier) ||
    typeof value.price !== 'number'
  ) {
    return null;
  }
  return {
    id: value.id,
    tier: value.tier,
    name: typeof value.name === 'string' ? value.name : value.tier,
    price: value.price,
    features: Array.isArray(value.features)
      ? value.features.filter((feature): feature is string => typeof feature === 'string')
      : [],
    isPopular: value.isPopular === true,
    isOneTimeFee: value.isOneTimeFee === true,
  };
};

/** "£10.00 / month" for the monthly plan, "£20.00 one-time" for the others. */
export const planPriceLabel = (plan: Pick<MembershipPlan, 'price' | 'isOneTimeFee'>): string =>
  plan.isOneTimeFee ? `${formatPence(plan.price)} one-time` : `${formatPence(plan.price)} / month`;

export const membershipPlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMembershipPlans: build.query<MembershipPlan[], void>({
      query: () => routeRequest(BillingPaths.listPlans),
      transformResponse: (reply: unknown) =>
        Array.isArray(reply)
          ? reply.map(toPlan).filter((plan): plan is MembershipPlan => plan !== null)
          : [],
      providesTags: (plans = []) => [
        'MembershipPlans',
        { type: 'MembershipPlans', id: 'LIST' },
        ...plans.map((plan) => ({ type: 'MembershipPlans' as const, id: plan.id })),
      ],
    }),
  }),
});

export const { useGetMembershipPlansQuery } = membershipPlansApi;
