import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import { BillingRoutes, BillingRpc, type BillingConfig } from '@mithaq/contracts';
import { Route } from '../http/route';

@Controller()
export class BillingConfigController {
  constructor(private readonly rpc: RpcClient) {}

  /** The publishable key and Stripe.js address, from the billing service that holds the keys. */
  @Route(BillingRoutes.config)
  config(): Promise<BillingConfig> {
    return this.rpc.call(BillingRpc.config, {});
  }
}
