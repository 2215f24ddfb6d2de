import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatPence,
  penceToPounds,
  poundsToPence,
} from './format';

describe('money', () => {
  it('shows pence as pounds sterling with two decimals', () => {
    expect(formatPence(1000)).toBe('£10.00');
    expect(formatPence(1599)).toBe('£15.99');
    expect(formatPence(1999)).toBe('£19.99');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
  });

  it('groups thousands, so the same value reads the same on every screen', () => {
    expect(formatPence(1_234_567)).toBe('£12,345.67');
    expect(formatPence(1_000_000)).toBe('£10,000.00');
    expect(formatPence(99_999)).toBe('£999.99');
  });

  it('turns pounds into whole pence, rounded, and back', () => {
    expect(poundsToPence(10)).toBe(1000);
    expect(poundsToPence(19.99)).toBe(1999);
    expect(poundsToPence(0.1 + 0.2)).toBe(30);
    expect(poundsToPence(12.345)).toBe(1235);
    expect(poundsToPence(12.344)).toBe(1234);
    expect(poundsToPence(0)).toBe(0);
    expect(penceToPounds(1999)).toBe(19.99);
  });
});

describe('dates and sizes', () => {
  it('writes a time for a table cell, and "—" when there is none', () => {
    expect(formatDateTime('2025-03-04T10:00:00.000Z')).toMatch(/^4 Mar 2025, \d{2}:\d{2}$/);
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });

  it('writes a day, and nothing when there is none', () => {
    expect(formatDate('2025-03-04T12:00:00.000Z')).toBe('4 Mar 2025');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes kilobytes below a megabyte and megabytes from there', () => {
    expect(formatFileSize(100)).toBe('1 KB');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
