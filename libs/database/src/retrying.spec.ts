import { retrying } from './index';

class Passing extends Error {}

/** Work that fails with the given errors in turn, then answers 'done'. */
const failingWith = (...errors: Error[]) => {
  const calls: number[] = [];
  const work = (): Promise<string> => {
    calls.push(Date.now());
    const error = errors.shift();
    return error ? Promise.reject(error) : Promise.resolve('done');
  };
  return { work, calls };
};

const passing = (error: unknown): boolean => error instanceof Passing;

describe('retrying', () => {
  it('tries again after each failure the rule names, waiting 250 ms then doubling', async () => {
    const { work, calls } = failingWith(new Passing(), new Passing());
    const told: number[] = [];
    await expect(
      retrying(work, { when: passing, forMs: 5000, onRetry: (_, waitMs) => told.push(waitMs) }),
    ).resolves.toBe('done');
    expect(told).toEqual([250, 500]);
    expect(calls).toHaveLength(3);
    expect((calls[2] ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(700);
  });

  it('throws at once a failure the rule does not name', async () => {
    const other = new Error('a bug');
    const { work, calls } = failingWith(other);
    await expect(retrying(work, { when: passing, forMs: 5000 })).rejects.toBe(other);
    expect(calls).toHaveLength(1);
  });

  it('gives up when the next wait would pass its time', async () => {
    const last = new Passing('still failing');
    const { work, calls } = failingWith(new Passing(), last, new Passing());
    await expect(retrying(work, { when: passing, forMs: 600 })).rejects.toBe(last);
    expect(calls).toHaveLength(2);
  });

  it('makes the first failure final without a rule', async () => {
    const first = new Passing();
    const { work, calls } = failingWith(first);
    await expect(retrying(work)).rejects.toBe(first);
    expect(calls).toHaveLength(1);
  });
});
