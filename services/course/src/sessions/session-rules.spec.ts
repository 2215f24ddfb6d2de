import {
  displayStateOf,
  endTimeOf,
  hasStarted,
  isFull,
  londonClock,
  londonDatePlus,
  spotsRemaining,
} from './session-rules';

describe('course session rules', () => {
  it('reads Inactive, Full or Active', () => {
    expect(displayStateOf({ isActive: false, capacity: 20, bookedSlots: 20 })).toBe('Inactive');
    expect(displayStateOf({ isActive: false, capacity: 20, bookedSlots: 0 })).toBe('Inactive');
    expect(displayStateOf({ isActive: true, capacity: 20, bookedSlots: 20 })).toBe('Full');
    expect(displayStateOf({ isActive: true, capacity: 20, bookedSlots: 19 })).toBe('Active');
  });

  it('counts the seats left, never below zero', () => {
    expect(spotsRemaining(20, 0)).toBe(20);
    expect(spotsRemaining(20, 7)).toBe(13);
    expect(spotsRemaining(20, 20)).toBe(0);
    expect(spotsRemaining(5, 6)).toBe(0);
    expect(isFull(1, 1)).toBe(true);
    expect(isFull(100, 99)).toBe(false);
  });

  it('ends a session three hours after it starts, as its type runs', () => {
    expect(endTimeOf('09:00', 'morning')).toBe('12:00');
    expect(endTimeOf('13:00', 'afternoon')).toBe('16:00');
    expect(endTimeOf('10:30', 'morning')).toBe('13:30');
    expect(endTimeOf('22:00', 'afternoon')).toBe('23:59');
  });

  it('reads dates and times on London’s clock, summer time included', () => {
    expect(londonClock(new Date('2026-01-15T23:30:00Z'))).toEqual({
      date: '2026-01-15',
      time: '23:30',
    });
    expect(londonClock(new Date('2026-07-15T23:30:00Z'))).toEqual({
      date: '2026-07-16',
      time: '00:30',
    });
    expect(londonDatePlus(new Date('2026-12-31T10:00:00Z'), 1)).toBe('2027-01-01');
  });

  it('counts a session of today as open until it starts', () => {
    const now = new Date('2026-03-14T08:59:00Z');
    expect(hasStarted({ date: '2026-03-14', time: '09:00' }, now)).toBe(false);
    expect(hasStarted({ date: '2026-03-14', time: '08:59' }, now)).toBe(true);
    expect(hasStarted({ date: '2026-03-13', time: '13:00' }, now)).toBe(true);
  });
});
