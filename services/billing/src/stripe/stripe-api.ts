import { createHash } from 'node:crypto';
import { BillingMessage, DomainError, ErrorCode, type PlanTier } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import { InjectLogger } from '@mithaq/service-kit';
import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { InjectBillingConfig, type BillingEnv } from '../config';
import {
  toInvoiceView,
  toPaymentIntentView,
  toSubscriptionView,
  type CheckoutSecret,
  type InvoiceView,
  type PaymentIntentView,
  type SubscriptionView,
  type WebhookEvent,
} from './stripe-views';

/** The API version this code is written against (the pinned SDK's own). */
export const STRIPE_API_VERSION = '2026-10-28.endive';
/** Stripe's recommended tolerance for a webhook's timestamp, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Expansions that carry the first invoice's payment of a default_incomplete subscription. */
const FIRST_PAYMENT = ['latest_invoice.confirmation_secret', 'latest_invoice.payments'];

/** A short, stable, non-reversible token for a member in Stripe idempotency keys. */
const memberToken = (userId: string): string =>
  createHash('sha256').update(`mithaq-member:${userId}`).digest('hex').slice(0, 32);

const isMissing = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  (error.code === 'resource_missing' || error.statusCode === 404);

/**
 * The billing service's one door to Stripe: every call it makes, with idempotency keys on every
 * create, and Stripe's objects read into the few fields billing uses (stripe-views.ts).
 */
@Injectable()
export class StripeApi {
  private readonly client: Stripe | null;

  constructor(
    @InjectBillingConfig() private readonly config: BillingEnv,
    @InjectLogger() private readonly logger: Logger,
  ) {
    this.client = config.STRIPE_SECRET_KEY
      ? new Stripe(config.STRIPE_SECRET_KEY, {
          apiVersion: STRIPE_API_VERSION,
          maxNetworkRetries: 2,
          timeout: 15_000,
          ...(config.STRIPE_API_HOST
            ? {
                host: config.STRIPE_API_HOST,
                port: config.STRIPE_API_PORT,
                protocol: config.STRIPE_API_PROTOCOL,
              }
            : {}),
        })
      : null;
  }

  get enabled(): boolean {
    return this.client !== null && this.config.STRIPE_WEBHOOK_SECRET !== null;
  }

  private get stripe(): Stripe {
    if (!this.client) {
      throw new DomainError(ErrorCode.ServiceUnavailable, BillingMessage.PaymentsUnavailable);
    }
    return this.client;
  }

  /** Runs a Stripe call; a failure reaching Stripe becomes a clear 503, never a 500. */
  private async call<T>(what: string, work: (stripe: Stripe) => Promise<T>): Promise<T> {
    const stripe = this.stripe;
    try {
      return await work(stripe);
    } catch (error) {
      if (error instanceof DomainError) {
        throw error;
      }
      this.logger.error({ err: error }, `Stripe call failed: ${what}`);
      throw new DomainError(ErrorCode.ServiceUnavailable, BillingMessage.PaymentsUnavailable);
    }
  }

  /**
   * Verifies a webhook: signature over the raw bytes with the endpoint secret, timestamp within
   * 300 seconds. Anything else is refused as a bad signature (400).
   */
  verifyWebhook(payload: string, signature: string): WebhookEvent {
    const secret = this.config.STRIPE_WEBHOOK_SECRET;
    if (!secret) {
      throw new DomainError(ErrorCode.ServiceUnavailable, BillingMessage.PaymentsUnavailable);
    }
    try {
      const event = this.stripe.webhooks.constructEvent(
        payload,
        signature,
        secret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
      const object = event.data.object as { id?: unknown; object?: unknown };
      return {
        id: event.id,
        type: event.type,
        objectId: typeof object.id === 'string' ? object.id : null,
        objectType: typeof object.object === 'string' ? object.object : null,
      };
    } catch (error) {
      this.logger.warn({ err: error }, 'refused a Stripe webhook');
      throw new DomainError(ErrorCode.ValidationFailed, BillingMessage.BadSignature);
    }
  }

  createCustomer(userId: string): Promise<string> {
    return this.call('create customer', async (stripe) => {
      const customer = await stripe.customers.create(
        { description: 'Mithaq member' },
        { idempotencyKey: `customer-${memberToken(userId)}` },
      );
      return customer.id;
    });
  }

  /** Deletes the member's customer (Stripe cancels their subscriptions and keeps the payments). */
  deleteCustomer(customerId: string): Promise<void> {
    return this.call('delete customer', async (stripe) => {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        if (!isMissing(error)) {
          throw error;
        }
      }
    });
  }

  createProduct(tier: PlanTier, name: string): Promise<string> {
    return this.call('create product', async (stripe) => {
      const product = await stripe.products.create(
        { name: `Mithaq ${name} membership`, metadata: { tier } },
        { idempotencyKey: `product-${tier}` },
      );
      return product.id;
    });
  }

  createPrice(input: {
    productId: string;
    tier: PlanTier;
    amount: number;
    currency: string;
    recurring: boolean;
  }): Promise<string> {
    return this.call('create price', async (stripe) => {
      const price = await stripe.prices.create(
        {
          product: input.productId,
          unit_amount: input.amount,
          currency: input.currency,
          ...(input.recurring ? { recurring: { interval: 'month' as const } } : {}),
          metadata: { tier: input.tier },
        },
        {
          idempotencyKey: `price-${input.productId}-${input.amount}-${input.currency}-${input.recurring}`,
        },
      );
      return price.id;
    });
  }

  /** Bronze: a subscription whose first invoice waits for the payment the SPA confirms. */
  createSubscription(input: {
    orderId: string;
    customerId: string;
    priceId: string;
  }): Promise<{ subscription: SubscriptionView; checkout: CheckoutSecret | null }> {
    return this.call('create subscription', async (stripe) => {
      const subscription = await stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price: input.priceId }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: { order_id: input.orderId },
          expand: FIRST_PAYMENT,
        },
        { idempotencyKey: `order-${input.orderId}-subscription` },
      );
      return toSubscriptionView(subscription);
    });
  }

  /** The first payment of a subscription created earlier (a second click on the same order). */
  retrieveSubscriptionCheckout(
    id: string,
  ): Promise<{ subscription: SubscriptionView; checkout: CheckoutSecret | null }> {
    return this.call('retrieve subscription', async (stripe) =>
      toSubscriptionView(await stripe.subscriptions.retrieve(id, { expand: FIRST_PAYMENT })),
    );
  }

  /** Silver and gold: one payment of the catalogue amount. */
  createPaymentIntent(input: {
    orderId: string;
    customerId: string;
    amount: number;
    currency: string;
    description: string;
    tier: PlanTier;
  }): Promise<PaymentIntentView> {
    return this.call('create payment intent', async (stripe) =>
      toPaymentIntentView(
        await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            customer: input.customerId,
            description: input.description,
            automatic_payment_methods: { enabled: true },
            metadata: { order_id: input.orderId, tier: input.tier },
          },
          { idempotencyKey: `order-${input.orderId}-payment-intent` },
        ),
      ),
    );
  }

  /** A one-off charge another service priced: the order id and purpose in its metadata. */
  createChargeIntent(input: {
    orderId: string;
    customerId: string;
    amount: number;
    currency: string;
    description: string;
    purpose: string;
  }): Promise<PaymentIntentView> {
    return this.call('create charge payment intent', async (stripe) =>
      toPaymentIntentView(
        await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            customer: input.customerId,
            description: input.description,
            automatic_payment_methods: { enabled: true },
            metadata: { order_id: input.orderId, purpose: input.purpose },
          },
          { idempotencyKey: `order-${input.orderId}-payment-intent` },
        ),
      ),
    );
  }

  /**
   * Cancels a PaymentIntent; one Stripe will no longer cancel (succeeded, processing, already
   * canceled) is read back as it is, so the caller applies its real state.
   */
  cancelPaymentIntent(id: string): Promise<PaymentIntentView> {
    return this.call('cancel payment intent', async (stripe) => {
      try {
        return toPaymentIntentView(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          return toPaymentIntentView(
            await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }),
          );
        }
        throw error;
      }
    });
  }

  retrievePaymentIntent(id: string): Promise<PaymentIntentView> {
    return this.call('retrieve payment intent', async (stripe) =>
      toPaymentIntentView(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] })),
    );
  }

  retrieveInvoice(id: string): Promise<InvoiceView> {
    return this.call('retrieve invoice', async (stripe) =>
      toInvoiceView(await stripe.invoices.retrieve(id)),
    );
  }

  retrieveSubscription(id: string): Promise<SubscriptionView> {
    return this.call('retrieve subscription', async (stripe) => {
      const { subscription } = toSubscriptionView(await stripe.subscriptions.retrieve(id));
      return subscription;
    });
  }

  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionView> {
    return this.call('update subscription', async (stripe) => {
      const updated = await stripe.subscriptions.update(id, { cancel_at_period_end: cancel });
      return toSubscriptionView(updated).subscription;
    });
  }

  /** Ends a subscription now, without further renewals; one already gone is fine. */
  cancelSubscriptionNow(id: string): Promise<void> {
    return this.call('cancel subscription', async (stripe) => {
      try {
        await stripe.subscriptions.cancel(id);
      } catch (error) {
        if (!isMissing(error) && !/cancel/i.test((error as Error).message)) {
          throw error;
        }
      }
    });
  }
}
