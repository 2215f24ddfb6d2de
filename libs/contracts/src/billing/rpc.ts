import { z } from 'zod';
import { defineRpc, ServiceName, type PingReply } from '../rpc';
import { updatePlanPriceSchema, type MembershipPlan } from './plans';

export * from './plans';

const rpc = (pattern: string) => `${ServiceName.Billing}.${pattern}`;

export const BillingRpc = {
  ping: defineRpc<PingReply>()(ServiceName.Billing, rpc('ping'), z.object({})),
  /** The public catalogue, ordered bronze, silver, gold. */
  listPlans: defineRpc<MembershipPlan[]>()(ServiceName.Billing, rpc('plan.list'), z.object({})),
  /** Admin only; the service checks the actor's role again. */
  updatePlanPrice: defineRpc<MembershipPlan>()(
    ServiceName.Billing,
    rpc('plan.update-price'),
    updatePlanPriceSchema,
  ),
} as const;
