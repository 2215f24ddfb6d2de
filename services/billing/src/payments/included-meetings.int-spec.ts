import { randomUUID } from 'node:crypto';
import { BillingRpc, DomainError, MEETING_FEE_PENCE, type Actor } from '@mithaq/contracts';
import {
  clockedMember,
  startBillingTestbed,
  type BillingTestbed,
} from '../../test/billing-harness';
import { ChargeMessage } from './charges.service';

const admin: Actor = { userId: randomUUID(), role: 'admin' };

const errorOf = async (promise: Promise<unknown>): Promise<DomainError> => {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) {
    throw error;
  }
  return error;
};

describe("a gold member's included meeting", () => {
  let testbed: BillingTestbed;

  beforeAll(async () => {
    testbed = await startBillingTestbed();
  }, 60_000);
  afterAll(() => testbed.stop(), 30_000);

  const claim = (reference: string, actor: Actor) =>
    testbed.harness.rpc.call(BillingRpc.claimIncludedMeeting, { reference }, actor);
  const grantGold = (userId: string) =>
    testbed.harness.rpc.call(
      BillingRpc.grantComplimentary,
      { userId, tier: 'gold', reason: 'Included meeting test', endsOn: null },
      admin,
    );
  const ordersOf = async (reference: string) =>
    (
      await testbed.db.query<{ id: string; purpose: string; amount: number; status: string }>(
        'SELECT id, purpose, amount, status FROM billing_orders WHERE reference = $1',
        [reference],
      )
    ).rows;
  const paidEvents = async (reference: string) =>
    (
      await testbed.db.query<{ payload: Record<string, unknown> }>(
        `SELECT payload FROM outbox WHERE name = 'billing.order.paid'
         AND payload->>'reference' = $1 ORDER BY seq`,
        [reference],
      )
    ).rows.map((row) => row.payload);

  it('is not included for a member without gold: no order, nothing announced', async () => {
    const { actor } = await clockedMember(testbed);
    const reference = randomUUID();
    expect(await claim(reference, actor)).toEqual({ included: false, orderId: null });
    expect(await ordersOf(reference)).toEqual([]);
    expect(await paidEvents(reference)).toEqual([]);
  });

  it('records one paid order of 0 announced once, the same answer again, then only once', async () => {
    const { actor } = await clockedMember(testbed);
    await grantGold(actor.userId);
    const reference = randomUUID();
    const first = await claim(reference, actor);
    expect(first).toEqual({ included: true, orderId: expect.any(String) });
    expect(await claim(reference, actor)).toEqual(first);
    expect(await ordersOf(reference)).toEqual([
      { id: first.orderId, purpose: 'meeting', amount: 0, status: 'paid' },
    ]);
    expect(await paidEvents(reference)).toEqual([
      expect.objectContaining({
        orderId: first.orderId,
        userId: actor.userId,
        purpose: 'meeting',
        reference,
        amount: 0,
      }),
    ]);

    // Gold includes one meeting: the next is charged the fee through Stripe.
    const next = randomUUID();
    expect(await claim(next, actor)).toEqual({ included: false, orderId: null });
    const charge = await testbed.harness.rpc.call(
      BillingRpc.createCharge,
      {
        purpose: 'meeting',
        reference: next,
        amount: MEETING_FEE_PENCE,
        description: 'Meeting arrangement fee',
      },
      actor,
    );
    expect(charge).toMatchObject({ amount: MEETING_FEE_PENCE, clientSecret: expect.any(String) });
    expect(await ordersOf(next)).toEqual([
      { id: charge.orderId, purpose: 'meeting', amount: MEETING_FEE_PENCE, status: 'pending' },
    ]);
    // A meeting whose fee is being charged is never included afterwards.
    expect(await claim(next, actor)).toEqual({ included: false, orderId: null });
    // The included meeting's reference cannot be charged again.
    expect(
      await errorOf(
        testbed.harness.rpc.call(
          BillingRpc.createCharge,
          {
            purpose: 'meeting',
            reference,
            amount: MEETING_FEE_PENCE,
            description: 'Meeting arrangement fee',
          },
          actor,
        ),
      ),
    ).toMatchObject({ code: 'CONFLICT' });
  });

  it("never gives another member's included meeting, and counts two claims at once once", async () => {
    const { actor: first } = await clockedMember(testbed);
    const { actor: second } = await clockedMember(testbed);
    await grantGold(first.userId);
    await grantGold(second.userId);
    const shared = randomUUID();
    const mine = await claim(shared, first);
    expect(mine.included).toBe(true);
    expect(await claim(shared, second)).toEqual({ included: false, orderId: null });
    expect(
      await errorOf(
        testbed.harness.rpc.call(
          BillingRpc.createCharge,
          {
            purpose: 'meeting',
            reference: shared,
            amount: MEETING_FEE_PENCE,
            description: 'Meeting arrangement fee',
          },
          second,
        ),
      ),
    ).toMatchObject({ code: 'CONFLICT', message: ChargeMessage.OtherMember });

    // The second member claims two meetings at once: exactly one is included.
    const answers = await Promise.all([claim(randomUUID(), second), claim(randomUUID(), second)]);
    expect(answers.filter((answer) => answer.included)).toHaveLength(1);
  });

  it('refuses a visitor and a reference that is not a UUID', async () => {
    expect(
      await errorOf(
        testbed.harness.rpc.call(BillingRpc.claimIncludedMeeting, { reference: randomUUID() }),
      ),
    ).toMatchObject({ code: 'UNAUTHENTICATED' });
    const { actor } = await clockedMember(testbed);
    expect(
      await errorOf(
        testbed.harness.rpc.call(
          BillingRpc.claimIncludedMeeting,
          { reference: 'meeting-1' },
          actor,
        ),
      ),
    ).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
