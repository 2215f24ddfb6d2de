import { Controller } from '@nestjs/common';
import { RpcHandler } from '@mithaq/bus';
import { Access, BillingRpc, type BillingConfig } from '@mithaq/contracts';
import { InjectBillingConfig, type BillingEnv } from '../config';

@Controller()
export class BillingConfigRpc {
  constructor(@InjectBillingConfig() private readonly env: BillingEnv) {}

  /** Public: the publishable key is meant for browsers; the secret key never leaves here. */
  @RpcHandler(BillingRpc.config, { access: Access.Visitor })
  config(): BillingConfig {
    return {
      publishableKey: this.env.STRIPE_PUBLISHABLE_KEY ?? '',
      stripeJsUrl: this.env.STRIPE_JS_URL,
      local: this.env.localStripe,
    };
  }
}
