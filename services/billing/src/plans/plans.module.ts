import { Module } from '@nestjs/common';
import { StripeModule } from '../stripe/stripe.module';
import { PlansRepository } from './plans.repository';
import { PlansRpc } from './plans.rpc';
import { PlansService } from './plans.service';

@Module({
  imports: [StripeModule],
  controllers: [PlansRpc],
  providers: [PlansRepository, PlansService],
  exports: [PlansService],
})
export class PlansModule {}
