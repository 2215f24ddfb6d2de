import { membershipTiers, UpgradeMessage } from '@mithaq/contracts';
import { accessOf } from './match-access';

describe('accessOf', () => {
  it('tells a free member what is withheld and why', () => {
    expect(accessOf('free', 4)).toEqual({
      tier: 'free',
      hiddenMatches: 4,
      compatibilityDetails: false,
      canSendRequests: false,
      upgradeMessage: UpgradeMessage.SeeAllMatches,
    });
    // Factors are withheld even when no match is hidden.
    expect(accessOf('free', 0).upgradeMessage).toBe(UpgradeMessage.SeeAllMatches);
  });

  it.each(membershipTiers.filter((tier) => tier !== 'free'))(
    'withholds nothing from %s',
    (tier) => {
      expect(accessOf(tier, 0)).toEqual({
        tier,
        hiddenMatches: 0,
        compatibilityDetails: true,
        canSendRequests: true,
        upgradeMessage: null,
      });
    },
  );
});
