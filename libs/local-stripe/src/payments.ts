import {
  CardDecline,
  cardBehaviour,
  normaliseNumber,
  testPaymentMethods,
  validateCard,
} from './cards';
import { cardError, createCharge, docUrl } from './charges';
import { Context, emit, noRequest, RequestInfo } from './context';
import { invalidRequest, noSuch, StripeApiError } from './errors';
import { bool, FormObject, int, mergeMetadata, obj, str } from './form';
import { Metadata, newId, randomId, StripeObject } from './store';

export interface PaymentMethod extends StripeObject {
  object: 'payment_method';
  customer: string | null;
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    funding: string;
    [key: string]: unknown;
  };
}

export interface PaymentIntent extends StripeObject {
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  status: string;
  client_secret: string;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: Record<string, unknown> | null;
  next_action: Record<string, unknown> | null;
  setup_future_usage: string | null;
  metadata: Metadata;
  description: string | null;
}

export { cardError };

export interface PaymentHooks {
  succeeded: (pi: PaymentIntent) => void;
  failed: (pi: PaymentIntent) => void;
}

/** PaymentMethods, Charges and PaymentIntents, with the test cards' behaviour. */
export class Payments {
  /** Card numbers stay here, never in the JSON. */
  private readonly numbers = new Map<string, string>();
  /** PaymentMethods saved for off-session use (no more authentication on session either). */
  private readonly setUp = new Set<string>();
  readonly hooks: PaymentHooks = { succeeded: () => undefined, failed: () => undefined };

  constructor(private readonly ctx: Context) {}

  now(customer: unknown): number {
    return this.ctx.store.nowFor(this.ctx.store.clockOf(customer));
  }

  createPaymentMethod(params: FormObject): PaymentMethod {
    const card = obj(params, 'card') ?? {};
    const number = normaliseNumber(str(card, 'number') ?? '');
    const details = {
      number,
      exp_month: int(card, 'exp_month') ?? Number.NaN,
      exp_year: int(card, 'exp_year') ?? Number.NaN,
      cvc: str(card, 'cvc'),
    };
    const invalid = validateCard(details, new Date());
    if (invalid) {
      throw cardError(invalid, { param: invalid.code.includes('number') ? 'number' : 'exp_month' });
    }
    const billing = obj(params, 'billing_details') ?? {};
    const address = obj(billing, 'address') ?? {};
    const behaviour = cardBehaviour(number);
    const pm: PaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      allow_redisplay: 'unspecified',
      billing_details: {
        address: {
          city: null,
          country: str(address, 'country') ?? null,
          line1: null,
          line2: null,
          postal_code: str(address, 'postal_code') ?? null,
          state: null,
        },
        email: str(billing, 'email') ?? null,
        name: str(billing, 'name') ?? null,
        phone: null,
      },
      card: {
        brand: behaviour.brand,
        display_brand: behaviour.brand,
        country: 'GB',
        exp_month: details.exp_month,
        exp_year: details.exp_year < 100 ? 2000 + details.exp_year : details.exp_year,
        fingerprint: number.slice(-8).split('').reverse().join(''),
        funding: behaviour.funding,
        last4: number.slice(-4),
        checks: { address_postal_code_check: null, cvc_check: 'pass' },
      },
      created: Math.floor(Date.now() / 1000),
      customer: null,
      livemode: false,
      metadata: mergeMetadata({}, obj(params, 'metadata')),
    };
    this.numbers.set(pm.id, number);
    return this.ctx.store.put(pm);
  }

  /** A PaymentMethod id, one of Stripe's test ids (`pm_card_visa`), or card data. */
  resolvePaymentMethod(
    ref: string | undefined,
    data: FormObject | undefined,
  ): PaymentMethod | null {
    if (data) {
      return this.createPaymentMethod(data);
    }
    if (!ref) {
      return null;
    }
    const testNumber = testPaymentMethods[ref];
    if (testNumber) {
      const year = new Date().getUTCFullYear() + 3;
      return this.createPaymentMethod({
        type: 'card',
        card: { number: testNumber, exp_month: '12', exp_year: String(year), cvc: '123' },
      });
    }
    return this.ctx.store.get<PaymentMethod>(ref, 'payment_method', 'payment_method');
  }

  attach(pm: PaymentMethod, customer: string | null): void {
    if (customer && pm.customer !== customer) {
      pm.customer = customer;
      emit(this.ctx, 'payment_method.attached', pm);
    }
  }

  markSetUp(pm: PaymentMethod): void {
    this.setUp.add(pm.id);
  }

  numberOf(pm: PaymentMethod): string {
    return this.numbers.get(pm.id) ?? '';
  }

  createPaymentIntent(params: FormObject, extra: Partial<PaymentIntent> = {}): PaymentIntent {
    const amount = int(params, 'amount');
    const currency = str(params, 'currency');
    if (amount === undefined) {
      throw invalidRequest('Missing required param: amount.', 'amount', 'parameter_missing');
    }
    if (!Number.isInteger(amount) || amount < 1) {
      throw invalidRequest('Amount must be at least 1 minor unit', 'amount', 'amount_too_small');
    }
    if (!currency) {
      throw invalidRequest('Missing required param: currency.', 'currency', 'parameter_missing');
    }
    const customer = str(params, 'customer') ?? null;
    if (customer) {
      this.ctx.store.get(customer, 'customer', 'customer');
    }
    const id = newId('pi');
    const automatic = obj(params, 'automatic_payment_methods');
    const pi: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods:
        automatic && bool(automatic, 'enabled')
          ? { enabled: true, allow_redirects: str(automatic, 'allow_redirects') ?? 'always' }
          : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomId(25)}`,
      confirmation_method: 'automatic',
      created: this.now(customer),
      currency: currency.toLowerCase(),
      customer,
      description: str(params, 'description') ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: mergeMetadata({}, obj(params, 'metadata')),
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      receipt_email: str(params, 'receipt_email') ?? null,
      setup_future_usage: str(params, 'setup_future_usage') ?? null,
      statement_descriptor: null,
      status: 'requires_payment_method',
      ...extra,
    };
    this.ctx.store.put(pi);
    emit(this.ctx, 'payment_intent.created', pi);
    if (str(params, 'payment_method')) {
      pi.payment_method =
        this.resolvePaymentMethod(str(params, 'payment_method'), undefined)?.id ?? null;
      pi.status = 'requires_confirmation';
    }
    if (bool(params, 'confirm')) {
      this.confirm(pi, params);
    }
    return pi;
  }

  /** POST /v1/payment_intents/:id/confirm, from the server or from the browser stand-in. */
  confirm(pi: PaymentIntent, params: FormObject, request: RequestInfo = noRequest): PaymentIntent {
    if (
      !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)
    ) {
      throw invalidRequest(
        `This PaymentIntent's payment_method could not be updated because it has a status of ${pi.status}. You may only update the payment_method of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const pm =
      this.resolvePaymentMethod(
        str(params, 'payment_method'),
        obj(params, 'payment_method_data'),
      ) ??
      (pi.payment_method
        ? this.ctx.store.get<PaymentMethod>(pi.payment_method, 'payment_method')
        : null);
    if (!pm) {
      throw invalidRequest(
        "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with " +
          `${pi.customer ?? 'a customer'}, specify a payment method attached to this customer along with the customer ID.`,
        'payment_method',
        'payment_intent_unexpected_state',
      );
    }
    const setupFutureUsage = str(params, 'setup_future_usage');
    if (setupFutureUsage) {
      pi.setup_future_usage = setupFutureUsage;
    }
    const returnUrl = str(params, 'return_url') ?? null;
    pi.payment_method = pm.id;
    pi.last_payment_error = null;
    const behaviour = cardBehaviour(this.numberOf(pm));
    const offSession = bool(params, 'off_session') === true;
    const outcome = offSession
      ? behaviour.offSession
      : behaviour.onSession === 'authenticate' && this.setUp.has(pm.id)
        ? 'succeed'
        : behaviour.onSession;
    if (outcome === 'succeed') {
      this.succeed(pi, request);
    } else if (outcome === 'authenticate') {
      pi.status = 'requires_action';
      const url = new URL('/local/authenticate', this.ctx.baseUrl());
      url.searchParams.set('payment_intent', pi.id);
      url.searchParams.set('client_secret', pi.client_secret);
      if (returnUrl) {
        url.searchParams.set('return_url', returnUrl);
      }
      pi.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: url.toString(), return_url: returnUrl },
      };
      emit(this.ctx, 'payment_intent.requires_action', pi, undefined, request);
    } else {
      this.fail(pi, pm, outcome, request);
      throw cardError(outcome, { payment_intent: structuredClone(pi), charge: pi.latest_charge });
    }
    return pi;
  }

  /** A renewal or retry, the customer absent; true when the charge went through. */
  chargeOffSession(pi: PaymentIntent, pmId: string | null): boolean {
    const pm = pmId ? this.ctx.store.find(pmId) : undefined;
    if (!pm || pm.object !== 'payment_method') {
      pi.status = 'requires_payment_method';
      this.ctx.webhooks.emit('payment_intent.payment_failed', pi);
      this.hooks.failed(pi);
      return false;
    }
    try {
      this.confirm(pi, { payment_method: pm.id, off_session: 'true' });
      return pi.status === 'succeeded';
    } catch (error) {
      if (error instanceof StripeApiError) {
        return false;
      }
      throw error;
    }
  }

  /** The stand-in's "Complete authentication" / "Fail authentication" step of a 3DS payment. */
  authenticate(pi: PaymentIntent, complete: boolean): PaymentIntent {
    if (pi.status !== 'requires_action') {
      throw invalidRequest(
        `This PaymentIntent has a status of ${pi.status} and needs no authentication.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    pi.next_action = null;
    const pm = this.ctx.store.get<PaymentMethod>(pi.payment_method ?? '', 'payment_method');
    if (!complete) {
      pi.status = 'requires_payment_method';
      pi.last_payment_error = {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message:
          'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
        doc_url: docUrl('payment_intent_authentication_failure'),
        payment_method: structuredClone(pm),
      };
      emit(this.ctx, 'payment_intent.payment_failed', pi);
      this.hooks.failed(pi);
      return pi;
    }
    pi.status = 'processing';
    emit(this.ctx, 'payment_intent.processing', pi);
    const timer = setTimeout(() => {
      this.ctx.timers.delete(timer);
      if (pi.status === 'processing') {
        this.succeed(pi, noRequest);
      }
    }, this.ctx.processingDelayMs);
    this.ctx.timers.add(timer);
    return pi;
  }

  cancel(pi: PaymentIntent, reason: string | undefined): PaymentIntent {
    if (['succeeded', 'canceled', 'processing'].includes(pi.status)) {
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    pi.status = 'canceled';
    pi.next_action = null;
    pi.canceled_at = this.now(pi.customer);
    pi.cancellation_reason = reason ?? null;
    emit(this.ctx, 'payment_intent.canceled', pi);
    return pi;
  }

  private succeed(pi: PaymentIntent, request: RequestInfo): void {
    const pm = this.ctx.store.get<PaymentMethod>(pi.payment_method ?? '', 'payment_method');
    const charge = createCharge(this.ctx, this.now(pi.customer), pi, pm, null);
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.next_action = null;
    if (pi.setup_future_usage) {
      this.attach(pm, pi.customer);
      this.markSetUp(pm);
    }
    emit(this.ctx, 'charge.succeeded', charge, undefined, request);
    emit(this.ctx, 'payment_intent.succeeded', pi, undefined, request);
    this.hooks.succeeded(pi);
  }

  private fail(pi: PaymentIntent, pm: PaymentMethod, decline: CardDecline, request: RequestInfo) {
    const charge = createCharge(this.ctx, this.now(pi.customer), pi, pm, decline);
    pi.status = 'requires_payment_method';
    pi.last_payment_error = {
      type: 'card_error',
      charge: charge.id,
      code: decline.code,
      ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
      doc_url: docUrl(decline.code),
      message: decline.message,
      payment_method: structuredClone(pm),
    };
    emit(this.ctx, 'charge.failed', charge, undefined, request);
    emit(this.ctx, 'payment_intent.payment_failed', pi, undefined, request);
    this.hooks.failed(pi);
  }
}

export const requirePaymentIntent = (ctx: Context, id: string): PaymentIntent => {
  const found = ctx.store.find(id);
  if (!found || found.object !== 'payment_intent') {
    throw noSuch(id, 'intent');
  }
  return found as PaymentIntent;
};
