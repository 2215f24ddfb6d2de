import { BillingRpc, ServiceName } from '@mithaq/contracts';
import type { ServiceDefinition } from '@mithaq/service-kit';
import { Module } from '@nestjs/common';
import { BillingConfigModule, type BillingEnv } from './config';
import { billingMigrations } from './migrations';
import { paymentEntities } from './payments/entities';
import { PaymentsModule } from './payments/payments.module';
import { PlanEntity } from './plans/entities/plan.entity';
import { PlansModule } from './plans/plans.module';

/**
 * The billing service with its Stripe settings given at boot, so tests can point it at a local
 * Stripe server of their own.
 */
export const createBillingService = (config: BillingEnv): ServiceDefinition => {
  @Module({ imports: [BillingConfigModule.forRoot(config), PlansModule, PaymentsModule] })
  class BillingModule {}

  return {
    service: ServiceName.Billing,
    ping: BillingRpc.ping,
    module: BillingModule,
    entities: [PlanEntity, ...paymentEntities],
    migrations: billingMigrations,
  };
};
