import { BillingMessage, DomainError, type MembershipPlan } from '@mithaq/contracts';
import { membershipCharge } from './order-amount';

const plan = (tier: MembershipPlan['tier'], price: number, name: string): MembershipPlan => ({
  id: `00000000-0000-4000-8000-00000000000${price % 10}`,
  tier,
  name,
  price,
  features: [],
  isPopular: false,
  isOneTimeFee: tier !== 'bronze',
  matchesLimit: -1,
  updatedAt: new Date(0).toISOString(),
});
const catalogue = [
  plan('bronze', 1000, 'Bronze'),
  plan('silver', 2000, 'Silver'),
  plan('gold', 5000, 'Gold'),
];

const failure = (work: () => unknown): DomainError => {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a DomainError');
};

describe('membership order amounts', () => {
  it.each([
    ['bronze', 'free', 1000, 'Bronze membership (monthly)', true],
    ['silver', 'free', 2000, 'Silver membership (one-time)', false],
    ['silver', 'bronze', 2000, 'Silver membership (one-time)', false],
    ['gold', 'silver', 5000, 'Gold membership (one-time)', false],
  ] as const)(
    'charges %s (from %s) the catalogue price',
    (tier, current, amount, description, recurring) => {
      expect(membershipCharge(catalogue, tier, current)).toEqual({
        tier,
        name: tier[0]?.toUpperCase() + tier.slice(1),
        amount,
        description,
        recurring,
      });
    },
  );

  it('follows an admin price change', () => {
    const changed = catalogue.map((p) => (p.tier === 'gold' ? { ...p, price: 4321 } : p));
    expect(membershipCharge(changed, 'gold', 'free').amount).toBe(4321);
  });

  it.each([
    ['bronze', 'bronze'],
    ['bronze', 'silver'],
    ['silver', 'silver'],
    ['silver', 'gold'],
    ['gold', 'gold'],
  ] as const)('refuses %s to a %s member with 409', (tier, current) => {
    const error = failure(() => membershipCharge(catalogue, tier, current));
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toBe(BillingMessage.NotHigher);
  });

  it('refuses a tier missing from the catalogue', () => {
    const error = failure(() => membershipCharge(catalogue.slice(0, 2), 'gold', 'free'));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe(BillingMessage.PlanUnavailable);
  });

  it('refuses a plan an admin made free (Stripe cannot charge 0)', () => {
    const free = catalogue.map((p) => (p.tier === 'silver' ? { ...p, price: 0 } : p));
    expect(failure(() => membershipCharge(free, 'silver', 'free')).code).toBe('UNPROCESSABLE');
  });
});
