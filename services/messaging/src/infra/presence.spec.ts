import { presenceKey } from '@mithaq/contracts';
import { awayLongEnough } from './presence';

describe('presence', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  const minutesAgo = (minutes: number) => now - minutes * 60_000;

  it('counts a member without a presence key as away', () => {
    expect(awayLongEnough(null, now)).toBe(true);
  });

  it('never counts a member with an open socket as away', () => {
    expect(awayLongEnough({ online: 1, lastSeen: minutesAgo(600) }, now)).toBe(false);
  });

  it('counts a member as away fifteen minutes after their last socket closed', () => {
    expect(awayLongEnough({ online: 0, lastSeen: minutesAgo(14) }, now)).toBe(false);
    expect(awayLongEnough({ online: 0, lastSeen: minutesAgo(15) }, now)).toBe(true);
  });

  it('reads the key the gateway writes', () => {
    expect(presenceKey('mithaq:', 'u1')).toBe('mithaq:presence:u1');
  });
});
