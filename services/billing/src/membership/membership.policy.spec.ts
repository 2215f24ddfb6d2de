import { computeMembership, FREE, grantEndsAt, sameMembership } from './membership.policy';

const now = new Date('2026-06-15T12:00:00.000Z');
const day = (iso: string): Date => new Date(`${iso}T00:00:00.000Z`);
const subscription = (status: string, cancelAtPeriodEnd = false) => ({
  status,
  createdAt: day('2026-06-01'),
  startedAt: day('2026-06-02'),
  cancelAtPeriodEnd,
  currentPeriodEnd: day('2026-07-02'),
});

describe('computeMembership', () => {
  it('is free with nothing held', () => {
    expect(computeMembership({ purchases: [], subscriptions: [], grant: null }, now)).toEqual(FREE);
  });

  it.each(['active', 'trialing', 'past_due'])('holds bronze while Stripe says %s', (status) => {
    expect(
      computeMembership({ purchases: [], subscriptions: [subscription(status)], grant: null }, now),
    ).toEqual({
      tier: 'bronze',
      source: 'subscription',
      startedAt: day('2026-06-02'),
      endsAt: null,
    });
  });

  it.each(['incomplete', 'incomplete_expired', 'canceled', 'unpaid'])(
    'is free when the only subscription is %s',
    (status) => {
      expect(
        computeMembership(
          { purchases: [], subscriptions: [subscription(status)], grant: null },
          now,
        ).tier,
      ).toBe('free');
    },
  );

  it('ends bronze at the period end once cancelled', () => {
    expect(
      computeMembership(
        { purchases: [], subscriptions: [subscription('active', true)], grant: null },
        now,
      ).endsAt,
    ).toEqual(day('2026-07-02'));
  });

  it('takes the highest tier: a purchase over a subscription, never ending', () => {
    expect(
      computeMembership(
        {
          purchases: [{ tier: 'silver', paidAt: day('2026-06-10') }],
          subscriptions: [subscription('active')],
          grant: null,
        },
        now,
      ),
    ).toEqual({ tier: 'silver', source: 'purchase', startedAt: day('2026-06-10'), endsAt: null });
  });

  it('counts an open grant until its end, then falls back to what is paid', () => {
    const grant = {
      tier: 'gold' as const,
      grantedAt: day('2026-06-01'),
      endsAt: day('2026-06-20'),
    };
    const inputs = {
      purchases: [{ tier: 'silver' as const, paidAt: null }],
      subscriptions: [],
      grant,
    };
    expect(computeMembership(inputs, now)).toMatchObject({ tier: 'gold', source: 'complimentary' });
    expect(computeMembership(inputs, day('2026-06-20'))).toMatchObject({
      tier: 'silver',
      source: 'purchase',
    });
  });

  it('prefers a paid source to a grant of the same tier', () => {
    expect(
      computeMembership(
        {
          purchases: [{ tier: 'gold', paidAt: null }],
          subscriptions: [],
          grant: { tier: 'gold', grantedAt: now, endsAt: null },
        },
        now,
      ).source,
    ).toBe('purchase');
  });
});

describe('grant end dates', () => {
  it('lasts through its last day (UTC)', () => {
    expect(grantEndsAt('2026-06-30')).toEqual(new Date('2026-07-01T00:00:00.000Z'));
    expect(grantEndsAt('2026-12-31')).toEqual(new Date('2027-01-01T00:00:00.000Z'));
  });

  it('never ends without a date', () => {
    expect(grantEndsAt(null)).toBeNull();
  });
});

describe('sameMembership', () => {
  it('compares tier, source and dates', () => {
    const a = {
      tier: 'bronze' as const,
      source: 'subscription' as const,
      startedAt: now,
      endsAt: null,
    };
    expect(sameMembership(a, { ...a, startedAt: new Date(now.getTime()) })).toBe(true);
    expect(sameMembership(a, { ...a, endsAt: now })).toBe(false);
    expect(sameMembership(a, { ...a, tier: 'silver' })).toBe(false);
  });
});
