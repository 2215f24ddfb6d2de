/** @platform shared */
import {
  BillingRoutes,
  MatchingRoutes,
  UpgradeMessage,
  type HttpErrorBody,
  type MatchDashboard,
} from '@mithaq/contracts';
import { localSecretKey } from '@mithaq/local-stripe';
import {
  ApiClient,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  startPlatformWithAdmin,
  waitFor,
} from '@mithaq/testing';
import Stripe from 'stripe';
import { allMatches, matchableMember, newCommunity, type Member } from './matching-fixtures';

const MEN = 5;

/** The free tier's limits as the member meets them, and their lifting by a paid Bronze. */
describe('the free tier, then Bronze bought through the local Stripe', () => {
  const platform = new Platform();
  let admin: ApiClient;

  beforeAll(async () => {
    ({ admin } = await startPlatformWithAdmin(platform));
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  const dashboardOf = async (member: Member): Promise<MatchDashboard> =>
    (await member.client.call(MatchingRoutes.dashboard, { query: {} })).body;

  const send = (from: Member, to: Member) =>
    from.client.call(MatchingRoutes.createRequest, {
      body: { requesterId: from.id, targetId: to.id, message: 'Assalamu alaikum.' },
    });

  it('shows 3 matches without details and refuses requests until a verified payment', async () => {
    const community = newCommunity();
    const woman = await matchableMember(platform, admin, 'female', community, { tier: 'free' });
    const men: Member[] = [];
    for (let i = 0; i < MEN; i += 1) {
      men.push(await matchableMember(platform, admin, 'male', community));
    }
    // Every man is her match; the free tier shows her best three and says how many more.
    const free = await waitFor(
      async () => {
        const dashboard = await dashboardOf(woman);
        return dashboard.totalMatches + dashboard.access.hiddenMatches === MEN
          ? dashboard
          : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 250, what: 'her five matches' },
    );
    expect(free.access).toMatchObject({
      tier: 'free',
      hiddenMatches: MEN - 3,
      compatibilityDetails: false,
      canSendRequests: false,
      upgradeMessage: UpgradeMessage.SeeAllMatches,
    });
    const visible = await allMatches(woman);
    expect(visible).toHaveLength(3);
    const [best] = visible;
    const target = men.find((man) => man.id === best?.userId);
    if (!target) {
      throw new Error('her best match is not one of the men');
    }
    const refused = await send(woman, target);
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as HttpErrorBody).message).toBe(UpgradeMessage.SendRequests);
    // She may still answer: a request from him reaches her.
    expect((await send(target, woman)).status).toBe(201);

    // Bronze, paid with the local Stripe's test card; only its verified webhook grants it.
    const checkout = await woman.client.call(BillingRoutes.createSubscription, {
      body: { tier: 'bronze' },
    });
    expect(checkout.status).toBe(201);
    const stripe = new Stripe(localSecretKey, {
      ...platform.stripe?.stripeOptions,
      apiVersion: '2026-10-28.endive',
    });
    await stripe.paymentIntents.confirm(checkout.body.clientSecret.split('_secret_')[0] ?? '', {
      payment_method: 'pm_card_visa',
    });
    const paid = await waitFor(
      async () => {
        const dashboard = await dashboardOf(woman);
        return dashboard.access.tier === 'bronze' ? dashboard : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 250, what: 'matching to hear of her Bronze tier' },
    );
    expect(paid.access).toMatchObject({ hiddenMatches: 0, canSendRequests: true });
    expect(paid.totalMatches).toBe(MEN);
    expect(await allMatches(woman)).toHaveLength(MEN);
    const other = men.find((man) => man.id !== target.id);
    if (!other) {
      throw new Error('no second man');
    }
    expect((await send(woman, other)).status).toBe(201);
  }, 120_000);
});
