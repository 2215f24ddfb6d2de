import { Controller, Req } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  BillingMessage,
  BillingRoutes,
  BillingRpc,
  DomainError,
  ErrorCode,
  type WebhookReceipt,
} from '@mithaq/contracts';
import type { Request } from 'express';
import { Route } from '../http/route';

/** The exact bytes Stripe signed: `req.rawBody` (kept by the body parser) or a raw-parsed body. */
export const rawBodyOf = (req: Request): string | null => {
  const raw: unknown = (req as Request & { rawBody?: unknown }).rawBody ?? req.body;
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : null;
};

/**
 * POST /api/stripe/webhook: no session and no CSRF token; the billing service verifies the
 * Stripe-Signature header over the raw body and applies each event once.
 */
@Controller()
export class StripeWebhookController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(BillingRoutes.stripeWebhook)
  receive(@Req() req: Request): Promise<WebhookReceipt> {
    const payload = rawBodyOf(req);
    const signature = req.get('stripe-signature');
    if (payload === null || !signature) {
      throw new DomainError(ErrorCode.ValidationFailed, BillingMessage.BadSignature);
    }
    return this.rpc.call(BillingRpc.webhook, { payload, signature });
  }
}
