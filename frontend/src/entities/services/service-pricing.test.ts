import { describe, expect, it } from 'vitest';
import { itemsOf, selectionTotal, serviceLineTotal } from './service-pricing';

describe('service pricing', () => {
  it('counts a per-person price for 50 guests and a flat price once', () => {
    expect(serviceLineTotal({ price: 1599, perPerson: true })).toBe(79950);
    expect(serviceLineTotal({ price: 34999, perPerson: false })).toBe(34999);
  });

  it('totals a selection with per-person catering', () => {
    expect(
      selectionTotal([
        { price: 34999, perPerson: false },
        { price: 1599, perPerson: true },
        { price: 19999, perPerson: false },
      ]),
    ).toBe(34999 + 79950 + 19999);
    expect(selectionTotal([])).toBe(0);
  });

  it('finds the picked items in pick order and drops unknown ids', () => {
    const catalogue = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(itemsOf(catalogue, ['c', 'x', 'a'])).toEqual([{ id: 'c' }, { id: 'a' }]);
  });
});
