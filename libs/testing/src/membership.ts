import {
  BillingRoutes,
  type CurrentUser,
  type MatchPage,
  type MembershipTier,
} from '@mithaq/contracts';
import type { ApiClient } from './http-client';
import { waitFor } from './index';

/** The paid tiers an admin can grant. */
export type GrantableTier = Exclude<MembershipTier, 'free'>;

/**
 * Gives a test member a paid tier through the platform's own path for payments made outside
 * Stripe: the admin's complimentary grant (POST /api/admin/users/:id/complimentary-membership).
 * Billing announces billing.membership.changed; identity, matching and messaging apply it. Waits
 * until the member's own GET /api/user (identity) and matches list (matching) show the tier;
 * messaging takes the same event from its queue well before any test's conversation opens.
 *
 * End-to-end members who send requests or write to their matches need this: a free member may
 * only see their best three matches, answer requests and read conversations.
 */
export const grantMembership = async (
  admin: ApiClient,
  member: { id: string; client: ApiClient },
  tier: GrantableTier = 'bronze',
): Promise<void> => {
  const granted = await admin.call(BillingRoutes.grantComplimentary, {
    params: { id: member.id },
    body: { tier, reason: 'End-to-end test member', endsOn: null },
  });
  if (granted.status !== 200) {
    throw new Error(`granting ${tier} answered ${granted.status}: ${JSON.stringify(granted.body)}`);
  }
  await waitFor(
    async () =>
      (await member.client.json<CurrentUser>('GET', '/api/user')).body.membershipTier === tier,
    { timeoutMs: 15_000, intervalMs: 100, what: `the member's ${tier} tier to reach identity` },
  );
  await waitFor(
    async () =>
      (await member.client.json<MatchPage>('GET', '/api/matches/list')).body.access.tier === tier,
    { timeoutMs: 15_000, intervalMs: 100, what: `the member's ${tier} tier to reach matching` },
  );
};
