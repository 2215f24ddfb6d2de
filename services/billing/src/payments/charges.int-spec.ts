import { randomUUID } from 'node:crypto';
import { BillingRpc, DomainError, type Actor, type CreateChargeRequest } from '@mithaq/contracts';
import { waitFor } from '@mithaq/testing';
import {
  announcedTiers,
  clockedMember,
  intentOf,
  payloadOf,
  publishEvent,
  rowsMentioning,
  startBillingTestbed,
  type BillingTestbed,
} from '../../test/billing-harness';
import { ChargeMessage } from './charges.service';

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

const courseCharge = (overrides: Partial<CreateChargeRequest> = {}): CreateChargeRequest => ({
  purpose: 'course',
  reference: randomUUID(),
  amount: 4999,
  description: 'Marriage course: morning session, 3 March 2031',
  ...overrides,
});

interface OutboxRow {
  name: string;
  payload: Record<string, unknown>;
}

describe('one-off charges (course bookings, services orders) against the local Stripe', () => {
  let testbed: BillingTestbed;

  beforeAll(async () => {
    testbed = await startBillingTestbed();
  }, 60_000);
  afterAll(() => testbed.stop(), 30_000);

  const orderEvents = async (orderId: string): Promise<OutboxRow[]> =>
    (
      await testbed.db.query<OutboxRow>(
        `SELECT name, payload FROM outbox
         WHERE name LIKE 'billing.order.%' AND payload->>'orderId' = $1 ORDER BY seq`,
        [orderId],
      )
    ).rows;
  const orderRow = async (orderId: string) =>
    (
      await testbed.db.query<{ status: string; reference: string; purpose: string }>(
        'SELECT status, reference, purpose FROM billing_orders WHERE id = $1',
        [orderId],
      )
    ).rows[0];
  const untilStatus = (orderId: string, status: string) =>
    waitFor(async () => ((await orderRow(orderId))?.status === status ? true : undefined), {
      timeoutMs: 15_000,
      what: `the order to be ${status}`,
    });

  it('creates one order and one PaymentIntent per reference, however often it is asked', async () => {
    const { actor } = await clockedMember(testbed);
    const request = courseCharge();
    const [first, ...others] = await Promise.all(
      [1, 2, 3].map(() => testbed.harness.rpc.call(BillingRpc.createCharge, request, actor)),
    );
    for (const other of others) {
      expect(other).toEqual(first);
    }
    expect(first).toMatchObject({ amount: 4999, description: request.description });
    const again = await testbed.harness.rpc.call(BillingRpc.createCharge, request, actor);
    expect(again).toEqual(first);
    const intent = await testbed.stripe.paymentIntents.retrieve(
      intentOf(first?.clientSecret ?? ''),
    );
    expect(intent).toMatchObject({
      amount: 4999,
      currency: 'gbp',
      status: 'requires_payment_method',
    });
    expect(intent.metadata).toMatchObject({ order_id: first?.orderId, purpose: 'course' });
    const { rows } = await testbed.db.query<{ count: string }>(
      'SELECT count(*) FROM billing_orders WHERE reference = $1',
      [request.reference],
    );
    expect(rows[0]?.count).toBe('1');
    expect(await orderRow(first?.orderId ?? '')).toMatchObject({
      status: 'pending',
      purpose: 'course',
      reference: request.reference,
    });

    // The same reference for another member, or at another amount, is refused.
    const { actor: other } = await clockedMember(testbed);
    expect(
      await errorOf(testbed.harness.rpc.call(BillingRpc.createCharge, request, other)),
    ).toMatchObject({ code: 'CONFLICT', message: ChargeMessage.OtherMember });
    expect(
      await errorOf(
        testbed.harness.rpc.call(BillingRpc.createCharge, { ...request, amount: 30 }, actor),
      ),
    ).toMatchObject({ code: 'CONFLICT', message: ChargeMessage.Changed });
    // The same reference for the other purpose is another charge.
    const services = await testbed.harness.rpc.call(
      BillingRpc.createCharge,
      { ...request, purpose: 'services' },
      actor,
    );
    expect(services.orderId).not.toBe(first?.orderId);
  });

  it('refuses bad input and anonymous callers', async () => {
    const actor: Actor = { userId: randomUUID(), role: 'seeker' };
    for (const body of [
      courseCharge({ amount: 10 }),
      courseCharge({ amount: 12.5 }),
      courseCharge({ reference: 'not-a-uuid' }),
      courseCharge({ description: '  ' }),
      { ...courseCharge(), purpose: 'membership' },
      { ...courseCharge(), tier: 'gold' },
    ]) {
      const error = await errorOf(
        testbed.harness.rpc.call(BillingRpc.createCharge, body as CreateChargeRequest, actor),
      );
      expect(error.code).toBe('VALIDATION_FAILED');
    }
    const anonymous = await errorOf(
      testbed.harness.rpc.call(BillingRpc.createCharge, courseCharge()),
    );
    expect(anonymous.code).toBe('UNAUTHENTICATED');
    const { rows } = await testbed.db.query<{ count: string }>(
      'SELECT count(*) FROM billing_orders WHERE user_id = $1',
      [actor.userId],
    );
    expect(rows[0]?.count).toBe('0');
  });

  it('marks a paid charge paid from the webhook and announces it exactly once, no tier change', async () => {
    const { actor } = await clockedMember(testbed);
    const bronze = await testbed.harness.rpc.call(
      BillingRpc.createSubscription,
      { tier: 'bronze' },
      actor,
    );
    await testbed.stripe.paymentIntents.confirm(intentOf(bronze.clientSecret), {
      payment_method: 'pm_card_visa',
    });
    await waitFor(
      async () => ((await announcedTiers(testbed, actor.userId)).length ? true : undefined),
      {
        timeoutMs: 15_000,
        what: 'bronze to be announced',
      },
    );

    const request = courseCharge({
      purpose: 'services',
      amount: 94997,
      description: 'Wedding services: Nikah ceremony, Photography',
    });
    const session = await testbed.harness.rpc.call(BillingRpc.createCharge, request, actor);
    const intentId = intentOf(session.clientSecret);
    await testbed.stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await untilStatus(session.orderId, 'paid');
    await testbed.local.webhooksIdle();

    // Stripe delivers the same event again, and another event about the same payment.
    const [succeeded] = testbed.local
      .events('payment_intent.succeeded')
      .filter((event) => (event.data.object as { id: string }).id === intentId);
    expect(succeeded).toBeDefined();
    if (succeeded) {
      expect(await testbed.deliver(payloadOf(succeeded))).toBe(200);
      expect(await testbed.deliver(payloadOf({ ...succeeded, id: `evt_${randomUUID()}` }))).toBe(
        200,
      );
    }
    const events = await orderEvents(session.orderId);
    expect(events).toEqual([
      {
        name: 'billing.order.paid',
        payload: {
          orderId: session.orderId,
          userId: actor.userId,
          purpose: 'services',
          reference: request.reference,
          amount: 94997,
          currency: 'gbp',
          paidAt: expect.any(String) as string,
        },
      },
    ]);

    // Membership is untouched: still bronze, the subscription not ended, nothing announced.
    expect(await announcedTiers(testbed, actor.userId)).toEqual(['bronze']);
    expect(
      (await testbed.harness.rpc.call(BillingRpc.membership, { userId: actor.userId }, actor)).tier,
    ).toBe('bronze');
    expect(await testbed.harness.rpc.call(BillingRpc.subscriptionStatus, {}, actor)).toMatchObject({
      cancelAtPeriodEnd: false,
    });

    // The history shows it with its description; the order view too.
    const payments = await testbed.harness.rpc.call(BillingRpc.payments, {}, actor);
    expect(payments.find((payment) => payment.id === session.orderId)).toMatchObject({
      description: request.description,
      amount: 94997,
      status: 'succeeded',
    });
    expect(
      await testbed.harness.rpc.call(BillingRpc.order, { id: session.orderId }, actor),
    ).toMatchObject({ purpose: 'services', tier: null, status: 'paid' });

    // Cancelling after payment leaves it paid; asking to charge it again is refused.
    expect(
      await testbed.harness.rpc.call(BillingRpc.cancelCharge, { orderId: session.orderId }),
    ).toEqual({ orderId: session.orderId, status: 'paid' });
    expect(
      await errorOf(testbed.harness.rpc.call(BillingRpc.createCharge, request, actor)),
    ).toMatchObject({ code: 'CONFLICT', message: ChargeMessage.AlreadyPaid });
    expect(await orderEvents(session.orderId)).toHaveLength(1);
  });

  it('records as paid a charge cancelled after Stripe took it but before its webhook came', async () => {
    const { actor } = await clockedMember(testbed);
    const session = await testbed.harness.rpc.call(BillingRpc.createCharge, courseCharge(), actor);
    testbed.local.setWebhookUrl(undefined);
    try {
      await testbed.stripe.paymentIntents.confirm(intentOf(session.clientSecret), {
        payment_method: 'pm_card_visa',
      });
      expect(
        await testbed.harness.rpc.call(
          BillingRpc.cancelCharge,
          { orderId: session.orderId },
          actor,
        ),
      ).toEqual({ orderId: session.orderId, status: 'paid' });
    } finally {
      testbed.local.setWebhookUrl(testbed.relayUrl);
    }
    expect((await orderEvents(session.orderId)).map((event) => event.name)).toEqual([
      'billing.order.paid',
    ]);
  });

  it('cancels an unpaid charge and its PaymentIntent, announced once', async () => {
    const { actor } = await clockedMember(testbed);
    const request = courseCharge();
    const session = await testbed.harness.rpc.call(BillingRpc.createCharge, request, actor);
    const { actor: stranger } = await clockedMember(testbed);
    expect(
      await errorOf(
        testbed.harness.rpc.call(BillingRpc.cancelCharge, { orderId: session.orderId }, stranger),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });

    expect(
      await testbed.harness.rpc.call(BillingRpc.cancelCharge, { orderId: session.orderId }),
    ).toEqual({ orderId: session.orderId, status: 'cancelled' });
    const intent = await testbed.stripe.paymentIntents.retrieve(intentOf(session.clientSecret));
    expect(intent.status).toBe('canceled');
    await testbed.local.webhooksIdle();
    expect(
      await testbed.harness.rpc.call(BillingRpc.cancelCharge, { orderId: session.orderId }, actor),
    ).toEqual({ orderId: session.orderId, status: 'cancelled' });
    expect(await orderEvents(session.orderId)).toEqual([
      {
        name: 'billing.order.failed',
        payload: {
          orderId: session.orderId,
          userId: actor.userId,
          purpose: 'course',
          reference: request.reference,
          status: 'cancelled',
        },
      },
    ]);
    expect(
      await errorOf(testbed.harness.rpc.call(BillingRpc.createCharge, request, actor)),
    ).toMatchObject({ code: 'CONFLICT', message: ChargeMessage.Cancelled });
    const confirm = await testbed.stripe.paymentIntents
      .confirm(intent.id, { payment_method: 'pm_card_visa' })
      .catch((error: unknown) => error);
    expect(confirm).toBeInstanceOf(Error);
    expect(await orderRow(session.orderId)).toMatchObject({ status: 'cancelled' });
    expect(
      await errorOf(testbed.harness.rpc.call(BillingRpc.cancelCharge, { orderId: randomUUID() })),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('announces a declined card as failed, then paid when another card succeeds', async () => {
    const { actor } = await clockedMember(testbed);
    const request = courseCharge();
    const session = await testbed.harness.rpc.call(BillingRpc.createCharge, request, actor);
    const intentId = intentOf(session.clientSecret);
    await testbed.stripe.paymentIntents
      .confirm(intentId, { payment_method: 'pm_card_visa_chargeDeclinedInsufficientFunds' })
      .catch(() => undefined);
    await untilStatus(session.orderId, 'failed');
    expect((await testbed.harness.rpc.call(BillingRpc.payments, {}, actor))[0]).toMatchObject({
      description: request.description,
      status: 'failed',
    });
    await testbed.stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await untilStatus(session.orderId, 'paid');
    await testbed.local.webhooksIdle();
    const events = await orderEvents(session.orderId);
    expect(events.map((event) => [event.name, event.payload['status']])).toEqual([
      ['billing.order.failed', 'failed'],
      ['billing.order.paid', undefined],
    ]);
    expect(await announcedTiers(testbed, actor.userId)).toEqual([]);
  });

  it('erases a deleted member: open charges cancelled in Stripe, paid ones kept without the id', async () => {
    const { actor } = await clockedMember(testbed);
    const paid = await testbed.harness.rpc.call(BillingRpc.createCharge, courseCharge(), actor);
    await testbed.stripe.paymentIntents.confirm(intentOf(paid.clientSecret), {
      payment_method: 'pm_card_visa',
    });
    await untilStatus(paid.orderId, 'paid');
    const open = await testbed.harness.rpc.call(
      BillingRpc.createCharge,
      courseCharge({ purpose: 'services' }),
      actor,
    );
    await publishEvent(testbed, 'identity.account.deleted', {
      userId: actor.userId,
      deletedBy: null,
    });
    await waitFor(
      async () => ((await rowsMentioning(testbed, actor.userId)).length === 0 ? true : undefined),
      { timeoutMs: 15_000, what: 'every row naming the member to go' },
    );
    expect((await testbed.stripe.paymentIntents.retrieve(intentOf(open.clientSecret))).status).toBe(
      'canceled',
    );
    expect(await orderRow(open.orderId)).toMatchObject({ status: 'cancelled' });
    expect(await orderRow(paid.orderId)).toMatchObject({ status: 'paid' });
    await testbed.local.webhooksIdle();
    expect(await rowsMentioning(testbed, actor.userId)).toEqual([]);
  });
});
