import {
  entitlementsOf,
  UpgradeMessage,
  type MatchAccess,
  type MembershipTier,
} from '@mithaq/contracts';

/**
 * What the member's tier shows of their matches, given how many the reply left out: the
 * `access` of the dashboard and list replies, from billing's entitlements table.
 */
export const accessOf = (tier: MembershipTier, hiddenMatches: number): MatchAccess => {
  const rights = entitlementsOf(tier);
  const limited = hiddenMatches > 0 || !rights.compatibilityDetails;
  return {
    tier,
    hiddenMatches,
    compatibilityDetails: rights.compatibilityDetails,
    canSendRequests: rights.sendMatchRequests,
    upgradeMessage: limited ? UpgradeMessage.SeeAllMatches : null,
  };
};
