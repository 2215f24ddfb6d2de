import type { MembershipPlan, PlanTier } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import { InjectLogger } from '@mithaq/service-kit';
import { Injectable } from '@nestjs/common';
import { InjectBillingConfig, type BillingEnv } from '../config';
import { StripeApi } from '../stripe/stripe-api';
import { BillingRepository } from './billing.repository';

/**
 * Stripe customers (one per member) and Stripe prices (one per tier and amount: prices are
 * immutable, so a price change makes a new one; existing subscriptions keep theirs).
 */
@Injectable()
export class StripeCatalogue {
  constructor(
    private readonly store: BillingRepository,
    private readonly stripe: StripeApi,
    @InjectBillingConfig() private readonly config: BillingEnv,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** The member's Stripe customer, created the first time (the idempotency key makes a race harmless). */
  async customerOf(userId: string): Promise<string> {
    const existing = await this.store.findCustomer(userId);
    if (existing) {
      return existing.stripeCustomerId;
    }
    const created = await this.stripe.createCustomer(userId);
    await this.store.insertCustomer(userId, created);
    const saved = await this.store.findCustomer(userId);
    return saved?.stripeCustomerId ?? created;
  }

  /** The Stripe Price for a tier at an amount, created the first time that amount is used. */
  async priceFor(
    tier: PlanTier,
    name: string,
    amount: number,
    recurring: boolean,
  ): Promise<string> {
    const currency = this.config.BILLING_CURRENCY;
    const existing = await this.store.findPrice(tier, amount, currency, recurring);
    if (existing) {
      return existing.stripePriceId;
    }
    const productId =
      (await this.store.productOf(tier)) ?? (await this.stripe.createProduct(tier, name));
    const priceId = await this.stripe.createPrice({ productId, tier, amount, currency, recurring });
    await this.store.insertPrice({
      stripePriceId: priceId,
      stripeProductId: productId,
      tier,
      amount,
      currency,
      recurring,
    });
    return (
      (await this.store.findPrice(tier, amount, currency, recurring))?.stripePriceId ?? priceId
    );
  }

  /**
   * After an admin changes a price: the new Stripe Price now, so new purchases use it. Stripe
   * being unreachable is not the admin's problem: the next purchase creates it.
   */
  async afterPriceChange(plan: MembershipPlan): Promise<void> {
    if (!this.stripe.enabled || plan.price < 1) {
      return;
    }
    try {
      await this.priceFor(plan.tier, plan.name, plan.price, !plan.isOneTimeFee);
    } catch (err) {
      this.logger.warn({ err, tier: plan.tier }, 'could not create the new Stripe price yet');
    }
  }
}
