import { describe, expect, it } from 'vitest';
import { formatPence, poundsToPence } from './money';

describe('money', () => {
  it('shows pence as pounds with 2 decimals', () => {
    expect(formatPence(1000)).toBe('£10.00');
    expect(formatPence(1999)).toBe('£19.99');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
  });

  it('turns pounds into whole pence, rounded', () => {
    expect(poundsToPence(10)).toBe(1000);
    expect(poundsToPence(19.99)).toBe(1999);
    expect(poundsToPence(0.1 + 0.2)).toBe(30);
    expect(poundsToPence(12.345)).toBe(1235);
    expect(poundsToPence(12.344)).toBe(1234);
    expect(poundsToPence(0)).toBe(0);
  });
});
