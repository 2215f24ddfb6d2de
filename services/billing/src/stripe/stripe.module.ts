import { Module } from '@nestjs/common';
import { BillingRepository } from '../payments/billing.repository';
import { StripeCatalogue } from '../payments/stripe-catalogue.service';
import { StripeApi } from './stripe-api';

/** Stripe and the tables every billing feature shares. */
@Module({
  providers: [StripeApi, BillingRepository, StripeCatalogue],
  exports: [StripeApi, BillingRepository, StripeCatalogue],
})
export class StripeModule {}
