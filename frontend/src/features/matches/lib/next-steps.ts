import {
  entitlementsByTier,
  tierRank,
  type Entitlements,
  type MembershipTier,
} from '@mithaq/contracts';
import { tierNames } from '../../../entities/billing/tiers';

/** "Bronze, Silver or Gold": the plans that give an entitlement, cheapest first. */
export const plansWith = (has: (entitlements: Entitlements) => boolean): string => {
  const names = (Object.keys(entitlementsByTier) as MembershipTier[])
    .filter((tier) => has(entitlementsByTier[tier]))
    .sort((a, b) => tierRank[a] - tierRank[b])
    .map((tier) => tierNames[tier]);
  const last = names.pop() ?? '';
  return names.length === 0 ? last : `${names.join(', ')} or ${last}`;
};
