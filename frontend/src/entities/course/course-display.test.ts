import { describe, expect, it } from 'vitest';
import {
  bookedSessionIds,
  formatClock,
  formatSessionDate,
  sessionDisplayState,
  sessionTimeRange,
  spotsRemainingText,
} from './course-display';

describe('course display', () => {
  it('writes a session day as month, day, year, whatever the time zone', () => {
    expect(formatSessionDate('2026-03-15')).toBe('March 15, 2026');
    expect(formatSessionDate('2026-12-01')).toBe('December 1, 2026');
  });

  it("writes a day it cannot read as 'Invalid date'", () => {
    expect(formatSessionDate('not a date')).toBe('Invalid date');
    expect(formatSessionDate('2026-02-30')).toBe('Invalid date');
    expect(formatSessionDate('')).toBe('Invalid date');
    expect(formatSessionDate(null)).toBe('Invalid date');
  });

  it('writes times on a 12-hour clock', () => {
    expect(formatClock('09:00')).toBe('9:00am');
    expect(formatClock('12:00')).toBe('12:00pm');
    expect(formatClock('13:00')).toBe('1:00pm');
    expect(formatClock('00:30')).toBe('12:30am');
    expect(sessionTimeRange({ time: '13:00', end_time: '16:00' })).toBe('1:00pm - 4:00pm');
  });

  it('counts spots', () => {
    expect(spotsRemainingText(1)).toBe('1 spot remaining');
    expect(spotsRemainingText(12)).toBe('12 spots remaining');
  });

  it('treats paid and pending bookings as booked, expired and failed ones as free', () => {
    const ids = bookedSessionIds([
      { sessionId: 'a', paymentStatus: 'paid' },
      { sessionId: 'b', paymentStatus: 'pending' },
      { sessionId: 'c', paymentStatus: 'expired' },
      { sessionId: 'd', paymentStatus: 'failed' },
    ]);
    expect([...ids].sort()).toEqual(['a', 'b']);
    expect(bookedSessionIds(undefined).size).toBe(0);
  });

  it('shows a session as Inactive, Active or Full', () => {
    expect(sessionDisplayState({ isActive: false, isFull: true })).toBe('Inactive');
    expect(sessionDisplayState({ isActive: false, isFull: false })).toBe('Inactive');
    expect(sessionDisplayState({ isActive: true, isFull: false })).toBe('Active');
    expect(sessionDisplayState({ isActive: true, isFull: true })).toBe('Full');
  });
});
