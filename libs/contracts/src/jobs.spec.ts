import { z } from 'zod';
import { defineJobQueues } from './jobs';

const map = { a: z.object({}), b: z.object({ id: z.string() }), c: z.object({}) };

describe('defineJobQueues', () => {
  it('splits a job map over its queues', () => {
    const queues = defineJobQueues(map, {
      first: { queue: 'q-first', jobs: ['a', 'b'] },
      second: { queue: 'q-second', jobs: ['c'] },
    });
    expect(queues.first.queue).toBe('q-first');
    expect(Object.keys(queues.first.jobs)).toEqual(['a', 'b']);
    expect(queues.second.jobs.c).toBe(map.c);
  });

  it('refuses a job on two queues', () => {
    expect(() =>
      defineJobQueues(map, {
        first: { queue: 'q-first', jobs: ['a', 'b', 'c'] },
        second: { queue: 'q-second', jobs: ['c'] },
      }),
    ).toThrow(/job c is declared on two queues: q-first and q-second/);
  });

  it('refuses a job on no queue', () => {
    expect(() => defineJobQueues(map, { first: { queue: 'q', jobs: ['a'] } })).toThrow(
      /jobs without a queue: b, c/,
    );
  });
});
