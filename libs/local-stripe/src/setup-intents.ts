import { cardBehaviour } from './cards';
import { Context, emit, RequestInfo } from './context';
import { invalidRequest } from './errors';
import { FormObject, mergeMetadata, obj, str, strings } from './form';
import { cardError, PaymentMethod, Payments } from './payments';
import { Metadata, newId, randomId, StripeObject } from './store';

export interface SetupIntent extends StripeObject {
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  status: string;
  payment_method: string | null;
  metadata: Metadata;
  next_action: Record<string, unknown> | null;
  last_setup_error: Record<string, unknown> | null;
}

/** SetupIntents: a card saved for renewals without a charge. */
export class SetupIntents {
  onSucceeded: (seti: SetupIntent) => void = () => undefined;

  constructor(
    private readonly ctx: Context,
    private readonly payments: Payments,
  ) {}

  create(params: FormObject): SetupIntent {
    const customer = str(params, 'customer') ?? null;
    if (customer) {
      this.ctx.store.get(customer, 'customer', 'customer');
    }
    const id = newId('seti');
    const seti: SetupIntent = {
      id,
      object: 'setup_intent',
      automatic_payment_methods: obj(params, 'automatic_payment_methods')
        ? { enabled: true, allow_redirects: 'always' }
        : null,
      cancellation_reason: null,
      client_secret: `${id}_secret_${randomId(25)}`,
      created: this.payments.now(customer),
      customer,
      description: str(params, 'description') ?? null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      metadata: mergeMetadata({}, obj(params, 'metadata')),
      next_action: null,
      payment_method: null,
      payment_method_types: strings(params, 'payment_method_types').length
        ? strings(params, 'payment_method_types')
        : ['card'],
      status: 'requires_payment_method',
      usage: str(params, 'usage') ?? 'off_session',
    };
    this.ctx.store.put(seti);
    emit(this.ctx, 'setup_intent.created', seti);
    if (str(params, 'payment_method')) {
      seti.payment_method =
        this.payments.resolvePaymentMethod(str(params, 'payment_method'), undefined)?.id ?? null;
      seti.status = 'requires_confirmation';
    }
    return seti;
  }

  confirm(seti: SetupIntent, params: FormObject, request: RequestInfo): SetupIntent {
    if (
      !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(seti.status)
    ) {
      throw invalidRequest(
        `You cannot confirm this SetupIntent because it has a status of ${seti.status}.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    const pm =
      this.payments.resolvePaymentMethod(
        str(params, 'payment_method'),
        obj(params, 'payment_method_data'),
      ) ??
      (seti.payment_method
        ? this.ctx.store.get<PaymentMethod>(seti.payment_method, 'payment_method')
        : null);
    if (!pm) {
      throw invalidRequest(
        "You cannot confirm this SetupIntent because it's missing a payment method.",
        'payment_method',
        'setup_intent_unexpected_state',
      );
    }
    seti.payment_method = pm.id;
    seti.last_setup_error = null;
    const outcome = cardBehaviour(this.payments.numberOf(pm)).setup;
    if (outcome === 'succeed') {
      this.succeed(seti, pm, request);
    } else if (outcome === 'authenticate') {
      seti.status = 'requires_action';
      const url = new URL('/local/authenticate', this.ctx.baseUrl());
      url.searchParams.set('setup_intent', seti.id);
      url.searchParams.set('client_secret', seti.client_secret);
      const returnUrl = str(params, 'return_url') ?? null;
      seti.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: url.toString(), return_url: returnUrl },
      };
      emit(this.ctx, 'setup_intent.requires_action', seti, undefined, request);
    } else {
      seti.status = 'requires_payment_method';
      seti.last_setup_error = {
        type: 'card_error',
        code: outcome.code,
        decline_code: outcome.decline_code,
        message: outcome.message,
        payment_method: structuredClone(pm),
      };
      emit(this.ctx, 'setup_intent.setup_failed', seti, undefined, request);
      throw cardError(outcome, { setup_intent: structuredClone(seti) });
    }
    return seti;
  }

  authenticate(seti: SetupIntent, complete: boolean): SetupIntent {
    if (seti.status !== 'requires_action') {
      throw invalidRequest(
        `This SetupIntent has a status of ${seti.status} and needs no authentication.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    seti.next_action = null;
    const pm = this.ctx.store.get<PaymentMethod>(seti.payment_method ?? '', 'payment_method');
    if (!complete) {
      seti.status = 'requires_payment_method';
      seti.last_setup_error = {
        type: 'invalid_request_error',
        code: 'setup_intent_authentication_failure',
        message:
          'The latest attempt to set up the payment method has failed because authentication failed.',
      };
      emit(this.ctx, 'setup_intent.setup_failed', seti);
      return seti;
    }
    this.succeed(seti, pm, { id: null, idempotency_key: null });
    return seti;
  }

  cancel(seti: SetupIntent, reason: string | undefined): SetupIntent {
    if (seti.status === 'succeeded' || seti.status === 'canceled') {
      throw invalidRequest(
        `You cannot cancel this SetupIntent because it has a status of ${seti.status}.`,
        undefined,
        'setup_intent_unexpected_state',
      );
    }
    seti.status = 'canceled';
    seti.cancellation_reason = reason ?? null;
    emit(this.ctx, 'setup_intent.canceled', seti);
    return seti;
  }

  private succeed(seti: SetupIntent, pm: PaymentMethod, request: RequestInfo): void {
    seti.status = 'succeeded';
    this.payments.attach(pm, seti.customer);
    this.payments.markSetUp(pm);
    emit(this.ctx, 'setup_intent.succeeded', seti, undefined, request);
    this.onSucceeded(seti);
  }
}
