import { randomBytes } from 'node:crypto';
import { noSuch } from './errors';

/** Every stored object is Stripe-shaped JSON: an id with Stripe's prefix and an `object` field. */
export interface StripeObject {
  id: string;
  object: string;
  [key: string]: unknown;
}

export type Metadata = Record<string, string>;

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const randomId = (length = 24): string => {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) {
    out += alphabet[byte % alphabet.length];
  }
  return out;
};

export const newId = (prefix: string): string => `${prefix}_${randomId(24)}`;

export const unixNow = (): number => Math.floor(Date.now() / 1000);

export const listOf = <T>(data: T[], url: string): ListObject<T> => ({
  object: 'list',
  data,
  has_more: false,
  url,
});

/** One month later on the same day of the month, clamped to the month's last day (as Stripe does). */
export const addMonths = (unix: number, months: number, anchorDay?: number): number => {
  const date = new Date(unix * 1000);
  const day = anchorDay ?? date.getUTCDate();
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
};

export const addInterval = (
  unix: number,
  interval: string,
  count: number,
  anchorDay?: number,
): number => {
  switch (interval) {
    case 'day':
      return unix + 86_400 * count;
    case 'week':
      return unix + 7 * 86_400 * count;
    case 'year':
      return addMonths(unix, 12 * count, anchorDay);
    default:
      return addMonths(unix, count, anchorDay);
  }
};

/** All objects by id, in creation order. */
export class Store {
  private readonly objects = new Map<string, StripeObject>();

  put<T extends StripeObject>(object: T): T {
    this.objects.set(object.id, object);
    return object;
  }

  find(id: string): StripeObject | undefined {
    return this.objects.get(id);
  }

  get<T extends StripeObject>(id: string, object: string, param = 'id'): T {
    const found = this.objects.get(id);
    if (!found || found.object !== object) {
      throw noSuch(id, param);
    }
    return found as T;
  }

  all<T extends StripeObject>(object: string, where: (item: T) => boolean = () => true): T[] {
    const out: T[] = [];
    for (const item of this.objects.values()) {
      if (item.object === object && where(item as T)) {
        out.push(item as T);
      }
    }
    return out;
  }

  /** The clock an object's customer is attached to, or null for real time. */
  clockOf(customerId: unknown): string | null {
    if (typeof customerId !== 'string') {
      return null;
    }
    const customer = this.objects.get(customerId);
    const clock = customer?.test_clock;
    return typeof clock === 'string' ? clock : null;
  }

  /** Now, as the object's test clock sees it. */
  nowFor(clockId: string | null): number {
    if (clockId) {
      const clock = this.objects.get(clockId);
      if (clock && typeof clock.frozen_time === 'number') {
        return clock.frozen_time;
      }
    }
    return unixNow();
  }
}

/** Newest first, with Stripe's `limit` (default 10, at most 100). */
export const paginate = <T extends StripeObject>(
  items: T[],
  url: string,
  limit: number | undefined,
): ListObject<T> => {
  const size = Math.max(1, Math.min(100, limit ?? 10));
  const sorted = [...items].reverse();
  return { object: 'list', data: sorted.slice(0, size), has_more: sorted.length > size, url };
};
