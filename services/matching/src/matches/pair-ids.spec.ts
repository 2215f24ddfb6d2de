import { arrayParamElements } from '../../test/array-params';
import { millisecondsOf, UUID_V7 } from '../../test/uuid-v7';
import { PairIds } from './pair-ids';

describe('PairIds', () => {
  it('gives RFC 9562 version 7 ids whose first 48 bits are the Unix milliseconds', () => {
    const ms = Date.UTC(2026, 10, 27, 12, 0, 0, 123);
    const id = new PairIds(() => ms).next();
    expect(id).toMatch(UUID_V7);
    expect(millisecondsOf(id)).toBe(ms);
  });

  it('keeps the ids of one millisecond, and across a counter overflow, in increasing order', () => {
    const ids = new PairIds(() => 1_800_000_000_000).take(10_000);
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never goes back when the clock does', () => {
    const times = [1_800_000_000_500, 1_800_000_000_100, 1_800_000_000_900];
    const source = new PairIds(() => times.shift() ?? 0);
    const [a, b, c] = [source.next(), source.next(), source.next()];
    expect(a < b && b < c).toBe(true);
  });

  it('draws fresh random bits for every id', () => {
    const ids = new PairIds(() => 1_800_000_000_000).take(2000);
    const randomParts = new Set(ids.map((id) => id.slice(19)));
    expect(randomParts.size).toBe(2000);
  });
});

/** The ids of a binary uuid[] parameter, in their text form. */
const idsOfParam = (param: Buffer): string[] => {
  expect(param.readInt32BE(8)).toBe(2950); // uuid
  return arrayParamElements(param).map(String);
};

describe('PairIds.takeParam', () => {
  it('gives the ids as a binary uuid[] parameter, in order with the ids drawn before and after', () => {
    const ms = 1_800_000_000_000;
    const source = new PairIds(() => ms);
    const before = source.next();
    const ids = idsOfParam(source.takeParam(5000));
    const after = source.next();
    expect(ids).toHaveLength(5000);
    expect(ids.every((id) => UUID_V7.test(id) && millisecondsOf(id) >= ms)).toBe(true);
    const all = [before, ...ids, after];
    expect([...all].sort()).toEqual(all);
    expect(new Set(all).size).toBe(all.length);
  });

  it('writes what take writes: version, counter and variant bits, fresh random bits', () => {
    const ms = Date.UTC(2026, 10, 27, 12, 0, 0, 123);
    const [first, second] = idsOfParam(new PairIds(() => ms).takeParam(2));
    const [textFirst, textSecond] = new PairIds(() => ms).take(2);
    expect(first?.slice(0, 18)).toBe(textFirst?.slice(0, 18)); // milliseconds, version, counter
    expect(second?.slice(0, 18)).toBe(textSecond?.slice(0, 18));
    expect(first?.slice(19)).not.toBe(second?.slice(19));
    expect(idsOfParam(new PairIds().takeParam(0))).toEqual([]);
  });
});
