import { membershipTiers } from '../enums';
import {
  entitlementsByTier,
  entitlementsOf,
  FREE_VISIBLE_MATCHES,
  isHigherTier,
  tierRank,
} from './entitlements';

describe('tier ranking', () => {
  it('ranks free 0, bronze 1, silver 2, gold 3', () => {
    expect(tierRank).toEqual({ free: 0, bronze: 1, silver: 2, gold: 3 });
  });

  it.each([
    ['bronze', 'free', true],
    ['silver', 'bronze', true],
    ['gold', 'silver', true],
    ['gold', 'free', true],
    ['bronze', 'bronze', false],
    ['silver', 'silver', false],
    ['bronze', 'silver', false],
    ['silver', 'gold', false],
    ['free', 'free', false],
  ] as const)('%s is higher than %s: %p', (wanted, current, higher) => {
    expect(isHigherTier(wanted, current)).toBe(higher);
  });
});

describe('entitlement table', () => {
  it('has an entry for every tier', () => {
    expect(Object.keys(entitlementsByTier).sort()).toEqual([...membershipTiers].sort());
  });

  it('limits free members to their best 3 matches, without details, requests or conversations', () => {
    expect(entitlementsOf('free')).toEqual({
      visibleMatches: FREE_VISIBLE_MATCHES,
      compatibilityDetails: false,
      sendMatchRequests: false,
      memberConversations: false,
      contactExchanges: 0,
      includedMeetings: 0,
      recurring: false,
    });
    expect(FREE_VISIBLE_MATCHES).toBe(3);
  });

  it('gives bronze every match, details, requests and conversations, renewed monthly', () => {
    expect(entitlementsOf('bronze')).toMatchObject({
      visibleMatches: null,
      compatibilityDetails: true,
      sendMatchRequests: true,
      memberConversations: true,
      contactExchanges: 0,
      includedMeetings: 0,
      recurring: true,
    });
  });

  it('gives silver bronze benefits without renewals plus one contact exchange', () => {
    expect(entitlementsOf('silver')).toMatchObject({
      visibleMatches: null,
      sendMatchRequests: true,
      contactExchanges: 1,
      includedMeetings: 0,
      recurring: false,
    });
  });

  it("gives gold silver's benefits plus one arranged meeting", () => {
    expect(entitlementsOf('gold')).toEqual({ ...entitlementsOf('silver'), includedMeetings: 1 });
  });

  it('never takes a benefit away on a higher tier', () => {
    const order = ['free', 'bronze', 'silver', 'gold'] as const;
    for (let i = 1; i < order.length; i += 1) {
      const lower = entitlementsOf(order[i - 1] ?? 'free');
      const higher = entitlementsOf(order[i] ?? 'free');
      expect(higher.visibleMatches === null || lower.visibleMatches !== null).toBe(true);
      expect(Number(higher.sendMatchRequests)).toBeGreaterThanOrEqual(
        Number(lower.sendMatchRequests),
      );
      expect(higher.contactExchanges).toBeGreaterThanOrEqual(lower.contactExchanges);
      expect(higher.includedMeetings).toBeGreaterThanOrEqual(lower.includedMeetings);
    }
  });
});
