import { changes as changedKeys, Context, emit } from './context';
import { invalidRequest, missingParam } from './errors';
import { bool, FormObject, int, mergeMetadata, obj, str } from './form';
import { Metadata, newId, StripeObject, unixNow } from './store';

export interface Customer extends StripeObject {
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Metadata;
  test_clock: string | null;
  invoice_settings: { default_payment_method: string | null; [key: string]: unknown };
  deleted?: true;
}

export interface Price extends StripeObject {
  object: 'price';
  active: boolean;
  currency: string;
  product: string;
  unit_amount: number;
  recurring: { interval: string; interval_count: number; [key: string]: unknown } | null;
  type: 'one_time' | 'recurring';
  metadata: Metadata;
}

const metadataOf = (params: FormObject, current: Metadata = {}): Metadata =>
  str(params, 'metadata') === '' ? {} : mergeMetadata(current, obj(params, 'metadata'));

/** Customers, Products and Prices. */
export class Catalog {
  constructor(private readonly ctx: Context) {}

  createCustomer(params: FormObject): Customer {
    const clock = str(params, 'test_clock') ?? null;
    if (clock) {
      this.ctx.store.get(clock, 'test_helpers.test_clock', 'test_clock');
    }
    const settings = obj(params, 'invoice_settings') ?? {};
    const customer: Customer = {
      id: newId('cus'),
      object: 'customer',
      address: null,
      balance: 0,
      created: this.ctx.store.nowFor(clock),
      currency: null,
      default_source: null,
      delinquent: false,
      description: str(params, 'description') ?? null,
      email: str(params, 'email') ?? null,
      invoice_prefix: newId('x').slice(2, 10).toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: str(settings, 'default_payment_method') ?? null,
        footer: null,
        rendering_options: null,
      },
      livemode: false,
      metadata: metadataOf(params),
      name: str(params, 'name') ?? null,
      phone: str(params, 'phone') ?? null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: clock,
    };
    this.ctx.store.put(customer);
    emit(this.ctx, 'customer.created', customer);
    return customer;
  }

  customer(id: string): Customer {
    return this.ctx.store.get<Customer>(id, 'customer', 'customer');
  }

  updateCustomer(customer: Customer, params: FormObject): Customer {
    const before = structuredClone(customer);
    for (const key of ['email', 'name', 'description', 'phone'] as const) {
      const value = str(params, key);
      if (value !== undefined) {
        customer[key] = value === '' ? null : value;
      }
    }
    customer.metadata = metadataOf(params, customer.metadata);
    const settings = obj(params, 'invoice_settings');
    const pm = settings ? str(settings, 'default_payment_method') : undefined;
    if (pm !== undefined) {
      customer.invoice_settings.default_payment_method = pm === '' ? null : pm;
    }
    emit(this.ctx, 'customer.updated', customer, changedKeys(before, customer));
    return customer;
  }

  deleteCustomer(customer: Customer): StripeObject {
    customer.deleted = true;
    emit(this.ctx, 'customer.deleted', customer);
    return { id: customer.id, object: 'customer', deleted: true };
  }

  createProduct(params: FormObject): StripeObject {
    const name = str(params, 'name');
    if (!name) {
      throw missingParam('name');
    }
    const now = unixNow();
    const product: StripeObject = {
      id: str(params, 'id') ?? newId('prod'),
      object: 'product',
      active: bool(params, 'active') ?? true,
      created: now,
      default_price: null,
      description: str(params, 'description') ?? null,
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: metadataOf(params),
      name,
      type: 'service',
      updated: now,
      url: null,
    };
    this.ctx.store.put(product);
    emit(this.ctx, 'product.created', product);
    return product;
  }

  createPrice(params: FormObject): Price {
    const currency = str(params, 'currency');
    if (!currency) {
      throw missingParam('currency');
    }
    const unitAmount = int(params, 'unit_amount');
    if (unitAmount === undefined) {
      throw missingParam('unit_amount');
    }
    if (!Number.isInteger(unitAmount) || unitAmount < 0) {
      throw invalidRequest(
        'Invalid non-negative integer',
        'unit_amount',
        'parameter_invalid_integer',
      );
    }
    let product = str(params, 'product');
    const productData = obj(params, 'product_data');
    if (!product && productData) {
      product = this.createProduct(productData).id;
    }
    if (!product) {
      throw missingParam('product');
    }
    this.ctx.store.get(product, 'product', 'product');
    const recurring = obj(params, 'recurring');
    const interval = recurring ? str(recurring, 'interval') : undefined;
    if (recurring && !['day', 'week', 'month', 'year'].includes(interval ?? '')) {
      throw invalidRequest(
        'Invalid recurring[interval]: must be one of day, week, month, or year',
        'recurring[interval]',
      );
    }
    const price: Price = {
      id: newId('price'),
      object: 'price',
      active: bool(params, 'active') ?? true,
      billing_scheme: 'per_unit',
      created: unixNow(),
      currency: currency.toLowerCase(),
      custom_unit_amount: null,
      livemode: false,
      lookup_key: str(params, 'lookup_key') ?? null,
      metadata: metadataOf(params),
      nickname: str(params, 'nickname') ?? null,
      product,
      recurring:
        recurring && interval
          ? {
              interval,
              interval_count: int(recurring, 'interval_count') ?? 1,
              meter: null,
              trial_period_days: null,
              usage_type: 'licensed',
            }
          : null,
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: recurring ? 'recurring' : 'one_time',
      unit_amount: unitAmount,
      unit_amount_decimal: String(unitAmount),
    };
    this.ctx.store.put(price);
    emit(this.ctx, 'price.created', price);
    return price;
  }

  price(id: string, param = 'price'): Price {
    return this.ctx.store.get<Price>(id, 'price', param);
  }

  updatePrice(price: Price, params: FormObject): Price {
    const before = structuredClone(price);
    const active = bool(params, 'active');
    if (active !== undefined) {
      price.active = active;
    }
    for (const key of ['nickname', 'lookup_key'] as const) {
      const value = str(params, key);
      if (value !== undefined) {
        price[key] = value === '' ? null : value;
      }
    }
    price.metadata = metadataOf(params, price.metadata);
    emit(this.ctx, 'price.updated', price, changedKeys(before, price));
    return price;
  }

  updateProduct(product: StripeObject, params: FormObject): StripeObject {
    const before = structuredClone(product);
    const active = bool(params, 'active');
    if (active !== undefined) {
      product.active = active;
    }
    for (const key of ['name', 'description', 'default_price'] as const) {
      const value = str(params, key);
      if (value !== undefined) {
        product[key] = value === '' ? null : value;
      }
    }
    product.metadata = metadataOf(params, product.metadata as Metadata);
    product.updated = unixNow();
    emit(this.ctx, 'product.updated', product, changedKeys(before, product));
    return product;
  }
}
