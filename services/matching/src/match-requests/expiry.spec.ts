import { MATCH_REQUEST_EXPIRY_DAYS } from '@mithaq/contracts';
import { expiryCutoff } from './expiry';

describe('match request expiry cutoff', () => {
  it('is exactly 14 days before now, across a clock change', () => {
    expect(MATCH_REQUEST_EXPIRY_DAYS).toBe(14);
    expect(expiryCutoff(new Date('2026-04-05T12:00:00.000Z')).toISOString()).toBe(
      '2026-03-22T12:00:00.000Z',
    );
  });
});
