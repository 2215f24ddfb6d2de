import { Invoice, Invoices } from './invoices';
import { Store, StripeObject } from './store';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Stripe's `expand[]`: each dotted path replaces an id with its object (`latest_invoice`), walks
 * into lists through `data` (`payments.data.payment`), and fills the fields Stripe returns only
 * when asked (an invoice's `confirmation_secret` and `payments`, the older `payment_intent`).
 */
export class Expander {
  constructor(
    private readonly store: Store,
    private readonly invoices: Invoices,
  ) {}

  render(object: StripeObject, paths: string[]): StripeObject {
    const copy = structuredClone(object);
    for (const path of paths) {
      this.walk(copy, path.split('.'));
    }
    return copy;
  }

  private resolve(parent: Record<string, unknown>, field: string): unknown {
    if (parent.object === 'invoice' && typeof parent.id === 'string') {
      const invoice = this.store.find(parent.id);
      if (invoice?.object === 'invoice') {
        const virtual = this.invoices.expandField(invoice as Invoice, field);
        if (virtual !== undefined) {
          return virtual;
        }
      }
    }
    const value = parent[field];
    if (typeof value === 'string') {
      const found = this.store.find(value);
      return found ? structuredClone(found) : value;
    }
    return value;
  }

  private walk(node: unknown, segments: string[]): void {
    if (segments.length === 0 || !isRecord(node)) {
      return;
    }
    const [head, ...rest] = segments;
    if (node.object === 'list' && head === 'data' && Array.isArray(node.data)) {
      for (const item of node.data) {
        this.walk(item, rest);
      }
      return;
    }
    node[head] = this.resolve(node, head);
    this.walk(node[head], rest);
  }
}
