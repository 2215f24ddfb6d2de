import { Module } from '@nestjs/common';
import { PlansRepository } from './plans.repository';
import { PlansRpc } from './plans.rpc';
import { PlansService } from './plans.service';

@Module({
  controllers: [PlansRpc],
  providers: [PlansRepository, PlansService],
})
export class PlansModule {}
