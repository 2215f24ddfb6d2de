import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import { Access, BillingRpc, type WebhookReceipt } from '@mithaq/contracts';
import { WebhooksService } from './webhooks.service';

@Controller()
export class WebhooksRpc {
  constructor(private readonly webhooks: WebhooksService) {}

  /** Anyone may deliver; only a valid Stripe-Signature over the exact bytes gets anything done. */
  @RpcHandler(BillingRpc.webhook, { access: Access.Visitor })
  receive({ data }: RpcInputOf<typeof BillingRpc.webhook>): Promise<WebhookReceipt> {
    return this.webhooks.receive(data.payload, data.signature);
  }
}
