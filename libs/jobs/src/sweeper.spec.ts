import { createLogger } from '@mithaq/logging';
import { Sweeper } from './sweeper';

const deferred = () => {
  let resolve!: (value: number) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<number>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('Sweeper', () => {
  afterEach(() => jest.useRealTimers());

  it('never runs two sweeps at once: a second run joins the first', async () => {
    const pending = deferred();
    const sweep = jest.fn(() => pending.promise);
    const sweeper = new Sweeper({
      name: 's',
      everyMs: 1000,
      logger: createLogger('t', 'silent'),
      sweep,
    });
    const first = sweeper.run();
    const second = sweeper.run();
    expect(sweep).toHaveBeenCalledTimes(1);
    pending.resolve(7);
    await expect(first).resolves.toBe(7);
    await expect(second).resolves.toBe(7);
    sweep.mockResolvedValueOnce(8);
    await expect(sweeper.run()).resolves.toBe(8);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('skips timer ticks while a sweep is still running', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    const pending = deferred();
    const sweep = jest.fn(() => pending.promise);
    const sweeper = new Sweeper({
      name: 's',
      everyMs: 100,
      logger: createLogger('t', 'silent'),
      sweep,
    });
    sweeper.start();
    jest.advanceTimersByTime(100);
    expect(sweep).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(500);
    expect(sweep).toHaveBeenCalledTimes(1);
    pending.resolve(0);
    await flush();
    sweep.mockResolvedValue(0);
    jest.advanceTimersByTime(100);
    expect(sweep).toHaveBeenCalledTimes(2);
    await sweeper.stop();
    jest.advanceTimersByTime(1000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('logs a failed sweep and tries again on the next tick', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    const logger = createLogger('t', 'silent');
    const warn = jest.spyOn(logger, 'warn');
    const sweep = jest.fn(() => Promise.reject(new Error('database away')));
    const sweeper = new Sweeper({ name: 'mail sweep', everyMs: 100, logger, sweep });
    sweeper.start();
    jest.advanceTimersByTime(100);
    await flush();
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'mail sweep failed');
    jest.advanceTimersByTime(100);
    expect(sweep).toHaveBeenCalledTimes(2);
    await sweeper.stop();
  });

  it('waits for the running sweep when stopped', async () => {
    const pending = deferred();
    const sweeper = new Sweeper({
      name: 's',
      everyMs: 1000,
      logger: createLogger('t', 'silent'),
      sweep: () => pending.promise,
    });
    void sweeper.run();
    let stopped = false;
    const stopping = sweeper.stop().then(() => {
      stopped = true;
    });
    await flush();
    expect(stopped).toBe(false);
    pending.resolve(1);
    await stopping;
    expect(stopped).toBe(true);
  });
});
