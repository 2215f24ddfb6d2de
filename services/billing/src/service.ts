import { BillingRpc, ServiceName } from '@mithaq/contracts';
import type { ServiceDefinition } from '@mithaq/service-kit';
import { Module } from '@nestjs/common';
import { billingMigrations } from './migrations';
import { PlanEntity } from './plans/entities/plan.entity';
import { PlansModule } from './plans/plans.module';

@Module({ imports: [PlansModule] })
export class BillingModule {}

export const billingService: ServiceDefinition = {
  service: ServiceName.Billing,
  ping: BillingRpc.ping,
  module: BillingModule,
  entities: [PlanEntity],
  migrations: billingMigrations,
};
