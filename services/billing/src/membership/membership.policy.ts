import {
  tierRank,
  type MembershipSource,
  type MembershipTier,
  type PlanTier,
} from '@mithaq/contracts';

/** Stripe subscription statuses that hold the Bronze tier (past_due: Stripe is still retrying). */
export const HOLDING_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

export interface MembershipInputs {
  /** Paid one-time membership orders (silver, gold). */
  purchases: { tier: PlanTier; paidAt: Date | null }[];
  subscriptions: {
    status: string;
    createdAt: Date;
    startedAt: Date | null;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date | null;
  }[];
  /** The open complimentary grant, if any. */
  grant: { tier: PlanTier; grantedAt: Date; endsAt: Date | null } | null;
}

export interface MembershipState {
  tier: MembershipTier;
  source: MembershipSource;
  startedAt: Date | null;
  endsAt: Date | null;
}

export const FREE: MembershipState = {
  tier: 'free',
  source: 'none',
  startedAt: null,
  endsAt: null,
};

/** Among sources of the same tier, the one that lasts longest wins. */
const sourcePriority: Record<MembershipSource, number> = {
  purchase: 3,
  subscription: 2,
  complimentary: 1,
  none: 0,
};

const better = (a: MembershipState, b: MembershipState): MembershipState => {
  const byTier = tierRank[b.tier] - tierRank[a.tier];
  if (byTier !== 0) {
    return byTier > 0 ? b : a;
  }
  return sourcePriority[b.source] > sourcePriority[a.source] ? b : a;
};

/**
 * The member's tier from what they hold: one-time purchases (never end), a Bronze subscription
 * Stripe still counts as paid (it ends at the period end once cancelled), and an open grant
 * until its end. The highest tier wins.
 */
export const computeMembership = (inputs: MembershipInputs, now: Date): MembershipState => {
  let state = FREE;
  for (const purchase of inputs.purchases) {
    state = better(state, {
      tier: purchase.tier,
      source: 'purchase',
      startedAt: purchase.paidAt,
      endsAt: null,
    });
  }
  for (const subscription of inputs.subscriptions) {
    if (HOLDING_STATUSES.has(subscription.status)) {
      state = better(state, {
        tier: 'bronze',
        source: 'subscription',
        startedAt: subscription.startedAt ?? subscription.createdAt,
        endsAt: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
      });
    }
  }
  const grant = inputs.grant;
  if (grant && (grant.endsAt === null || grant.endsAt > now)) {
    state = better(state, {
      tier: grant.tier,
      source: 'complimentary',
      startedAt: grant.grantedAt,
      endsAt: grant.endsAt,
    });
  }
  return state;
};

const time = (date: Date | null): number | null => date?.getTime() ?? null;

export const sameMembership = (a: MembershipState, b: MembershipState): boolean =>
  a.tier === b.tier &&
  a.source === b.source &&
  time(a.startedAt) === time(b.startedAt) &&
  time(a.endsAt) === time(b.endsAt);

/** A grant ending on a day lasts through that day (UTC): it ends at the next midnight. */
export const grantEndsAt = (endsOn: string | null): Date | null => {
  if (endsOn === null) {
    return null;
  }
  const end = new Date(`${endsOn}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return end;
};
