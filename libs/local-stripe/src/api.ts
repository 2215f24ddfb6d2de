import { Catalog, Customer, Price } from './catalog';
import { Context, RequestInfo } from './context';
import { invalidRequest, missingParam, noSuch, StripeApiError } from './errors';
import { FormObject, int, str, strings } from './form';
import { Invoice } from './invoices';
import { PaymentIntent, Payments, requirePaymentIntent } from './payments';
import { SetupIntent, SetupIntents } from './setup-intents';
import { newId, paginate, StripeObject, unixNow } from './store';
import { Subscription, Subscriptions } from './subscriptions';

export interface ApiCall {
  params: FormObject;
  path: string[];
  publishable: boolean;
  request: RequestInfo;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  /** Callable with a publishable key (the browser's confirm calls), client secret checked. */
  publishable?: boolean;
  handle: (call: ApiCall) => StripeObject;
}

export interface Resources {
  ctx: Context;
  catalog: Catalog;
  payments: Payments;
  setupIntents: SetupIntents;
  subscriptions: Subscriptions;
}

const checkSecret = (call: ApiCall, intent: PaymentIntent | SetupIntent): void => {
  if (!call.publishable) {
    return;
  }
  const secret = str(call.params, 'client_secret');
  if (!secret) {
    throw missingParam('client_secret');
  }
  if (secret !== intent.client_secret) {
    throw invalidRequest(
      `The client_secret provided does not match the client_secret associated with the ${intent.object === 'payment_intent' ? 'PaymentIntent' : 'SetupIntent'}.`,
      'client_secret',
    );
  }
};

const route = (
  method: Route['method'],
  path: string,
  handle: Route['handle'],
  publishable = false,
): Route => ({
  method,
  pattern: new RegExp(`^${path.replace(/:[a-z]+/g, '([^/]+)')}$`),
  handle,
  publishable,
});

const matches = (value: unknown, wanted: string | undefined): boolean =>
  wanted === undefined || value === wanted;

/** Every API route the local Stripe answers, as the `stripe` SDK calls it. */
export const buildRoutes = (r: Resources): Route[] => {
  const { ctx, catalog, payments, setupIntents, subscriptions } = r;
  const { store } = ctx;
  const pi = (id: string) => requirePaymentIntent(ctx, id);
  const seti = (id: string) => store.get<SetupIntent>(id, 'setup_intent', 'intent');
  const clock = (id: string) => store.get(id, 'test_helpers.test_clock', 'test_clock');
  const customerOf = (id: string): Customer => {
    const customer = catalog.customer(id);
    if (customer.deleted) {
      throw noSuch(id, 'customer');
    }
    return customer;
  };
  const listed = <T extends StripeObject>(
    object: string,
    url: string,
    call: ApiCall,
    where: (item: T) => boolean,
  ) =>
    paginate(
      store.all<T>(object, where),
      url,
      int(call.params, 'limit'),
    ) as unknown as StripeObject;

  return [
    // Customers
    route('POST', '/v1/customers', ({ params }) => catalog.createCustomer(params)),
    route('GET', '/v1/customers/:id', ({ path }) => {
      const customer = catalog.customer(path[0]);
      return customer.deleted ? { id: customer.id, object: 'customer', deleted: true } : customer;
    }),
    route('POST', '/v1/customers/:id', ({ path, params }) =>
      catalog.updateCustomer(customerOf(path[0]), params),
    ),
    route('DELETE', '/v1/customers/:id', ({ path }) => catalog.deleteCustomer(customerOf(path[0]))),
    route('GET', '/v1/customers', (call) =>
      listed<Customer>(
        'customer',
        '/v1/customers',
        call,
        (c) => !c.deleted && matches(c.email, str(call.params, 'email')),
      ),
    ),
    // Products and prices
    route('POST', '/v1/products', ({ params }) => catalog.createProduct(params)),
    route('GET', '/v1/products/:id', ({ path }) => store.get(path[0], 'product')),
    route('POST', '/v1/products/:id', ({ path, params }) =>
      catalog.updateProduct(store.get(path[0], 'product'), params),
    ),
    route('GET', '/v1/products', (call) =>
      listed('product', '/v1/products', call, (p) => {
        const active = str(call.params, 'active');
        return active === undefined || p.active === (active === 'true');
      }),
    ),
    route('POST', '/v1/prices', ({ params }) => catalog.createPrice(params)),
    route('GET', '/v1/prices/:id', ({ path }) => catalog.price(path[0], 'price')),
    route('POST', '/v1/prices/:id', ({ path, params }) =>
      catalog.updatePrice(catalog.price(path[0], 'price'), params),
    ),
    route('GET', '/v1/prices', (call) => {
      const active = str(call.params, 'active');
      const keys = strings(call.params, 'lookup_keys');
      return listed<Price>(
        'price',
        '/v1/prices',
        call,
        (p) =>
          matches(p.product, str(call.params, 'product')) &&
          matches(p.type, str(call.params, 'type')) &&
          (active === undefined || p.active === (active === 'true')) &&
          (keys.length === 0 || keys.includes(String(p.lookup_key))),
      );
    }),
    // Subscriptions
    route('POST', '/v1/subscriptions', ({ params, request }) =>
      subscriptions.create(params, request),
    ),
    route('GET', '/v1/subscriptions/:id', ({ path }) => subscriptions.get(path[0])),
    route('POST', '/v1/subscriptions/:id', ({ path, params, request }) =>
      subscriptions.update(subscriptions.get(path[0]), params, request),
    ),
    route('DELETE', '/v1/subscriptions/:id', ({ path, params, request }) =>
      subscriptions.cancel(subscriptions.get(path[0]), params, request),
    ),
    route('GET', '/v1/subscriptions', (call) => {
      const status = str(call.params, 'status');
      return listed<Subscription>(
        'subscription',
        '/v1/subscriptions',
        call,
        (s) =>
          matches(s.customer, str(call.params, 'customer')) &&
          (status === 'all' ||
            (status === undefined
              ? s.status !== 'canceled' && s.status !== 'incomplete_expired'
              : s.status === status)),
      );
    }),
    // Invoices
    route('GET', '/v1/invoices/:id', ({ path }) => store.get(path[0], 'invoice', 'invoice')),
    route('GET', '/v1/invoices', (call) =>
      listed<Invoice>(
        'invoice',
        '/v1/invoices',
        call,
        (i) =>
          matches(i.customer, str(call.params, 'customer')) &&
          matches(i.parent.subscription_details.subscription, str(call.params, 'subscription')) &&
          matches(i.status, str(call.params, 'status')),
      ),
    ),
    route('GET', '/v1/invoice_payments/:id', ({ path }) => store.get(path[0], 'invoice_payment')),
    route('GET', '/v1/invoice_payments', (call) =>
      listed('invoice_payment', '/v1/invoice_payments', call, (p) =>
        matches(p.invoice, str(call.params, 'invoice')),
      ),
    ),
    // PaymentIntents, PaymentMethods, charges
    route('POST', '/v1/payment_intents', ({ params }) => payments.createPaymentIntent(params)),
    route(
      'GET',
      '/v1/payment_intents/:id',
      (call) => {
        const intent = pi(call.path[0]);
        checkSecret(call, intent);
        return intent;
      },
      true,
    ),
    route('POST', '/v1/payment_intents/:id', ({ path, params }) => {
      const intent = pi(path[0]);
      const description = str(params, 'description');
      if (description !== undefined) {
        intent.description = description || null;
      }
      return intent;
    }),
    route(
      'POST',
      '/v1/payment_intents/:id/confirm',
      (call) => {
        const intent = pi(call.path[0]);
        checkSecret(call, intent);
        return payments.confirm(intent, call.params, call.request);
      },
      true,
    ),
    route('POST', '/v1/payment_intents/:id/cancel', ({ path, params }) =>
      payments.cancel(pi(path[0]), str(params, 'cancellation_reason')),
    ),
    route('GET', '/v1/payment_intents', (call) =>
      listed<PaymentIntent>('payment_intent', '/v1/payment_intents', call, (p) =>
        matches(p.customer, str(call.params, 'customer')),
      ),
    ),
    route(
      'POST',
      '/v1/payment_methods',
      ({ params }) => payments.createPaymentMethod(params),
      true,
    ),
    route('GET', '/v1/payment_methods/:id', ({ path }) => store.get(path[0], 'payment_method')),
    route('POST', '/v1/payment_methods/:id/attach', ({ path, params }) => {
      const pm = payments.resolvePaymentMethod(path[0], undefined);
      const customer = str(params, 'customer');
      if (!pm || !customer) {
        throw missingParam('customer');
      }
      payments.attach(pm, customerOf(customer).id);
      return pm;
    }),
    route('GET', '/v1/charges/:id', ({ path }) => store.get(path[0], 'charge', 'charge')),
    // SetupIntents
    route('POST', '/v1/setup_intents', ({ params }) => setupIntents.create(params)),
    route(
      'GET',
      '/v1/setup_intents/:id',
      (call) => {
        const intent = seti(call.path[0]);
        checkSecret(call, intent);
        return intent;
      },
      true,
    ),
    route(
      'POST',
      '/v1/setup_intents/:id/confirm',
      (call) => {
        const intent = seti(call.path[0]);
        checkSecret(call, intent);
        return setupIntents.confirm(intent, call.params, call.request);
      },
      true,
    ),
    route('POST', '/v1/setup_intents/:id/cancel', ({ path, params }) =>
      setupIntents.cancel(seti(path[0]), str(params, 'cancellation_reason')),
    ),
    // The stand-in's 3-D Secure step (not a Stripe API: Stripe runs it in its own iframe).
    route(
      'POST',
      '/local/payment_intents/:id/authenticate',
      (call) => {
        const intent = pi(call.path[0]);
        checkSecret(call, intent);
        return payments.authenticate(intent, str(call.params, 'outcome') !== 'fail');
      },
      true,
    ),
    route(
      'POST',
      '/local/setup_intents/:id/authenticate',
      (call) => {
        const intent = seti(call.path[0]);
        checkSecret(call, intent);
        return setupIntents.authenticate(intent, str(call.params, 'outcome') !== 'fail');
      },
      true,
    ),
    // Events
    route('GET', '/v1/events/:id', ({ path }) => store.get(path[0], 'event')),
    route('GET', '/v1/events', (call) =>
      listed('event', '/v1/events', call, (e) => matches(e.type, str(call.params, 'type'))),
    ),
    // Test clocks
    route('POST', '/v1/test_helpers/test_clocks', ({ params }) => {
      const frozen = int(params, 'frozen_time');
      if (frozen === undefined || Number.isNaN(frozen)) {
        throw missingParam('frozen_time');
      }
      const now = unixNow();
      return store.put({
        id: newId('clock'),
        object: 'test_helpers.test_clock',
        created: now,
        deletes_after: now + 30 * 86_400,
        frozen_time: frozen,
        livemode: false,
        name: str(params, 'name') ?? null,
        status: 'ready',
        status_details: {},
      });
    }),
    route('GET', '/v1/test_helpers/test_clocks/:id', ({ path }) => clock(path[0])),
    route('POST', '/v1/test_helpers/test_clocks/:id/advance', ({ path, params }) => {
      const target = clock(path[0]);
      const frozen = int(params, 'frozen_time');
      if (frozen === undefined || Number.isNaN(frozen)) {
        throw missingParam('frozen_time');
      }
      if (frozen <= (target.frozen_time as number)) {
        throw invalidRequest(
          'The test clock can only be advanced to a time after its current frozen_time.',
          'frozen_time',
        );
      }
      subscriptions.runUntil(target, frozen);
      ctx.webhooks.emit('test_helpers.test_clock.ready', target);
      return target;
    }),
    route('DELETE', '/v1/test_helpers/test_clocks/:id', ({ path }) => {
      const target = clock(path[0]);
      target.status = 'deleted';
      return { id: target.id, object: 'test_helpers.test_clock', deleted: true };
    }),
  ];
};

export const isStripeError = (error: unknown): error is StripeApiError =>
  error instanceof StripeApiError;
