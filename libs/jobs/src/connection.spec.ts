import { bullPrefix, jobConnectionOf } from './connection';
import { jobId } from './job-id';

describe('job connection', () => {
  it('gives BullMQ the Redis prefix without its trailing colon', () => {
    expect(bullPrefix('svc123:')).toBe('svc123');
    expect(bullPrefix('mithaq:')).toBe('mithaq');
    expect(bullPrefix('')).toBe('mithaq');
  });

  it("reads the Redis URL and prefix from a service's config", () => {
    expect(jobConnectionOf({ REDIS_URL: 'redis://r:6379', REDIS_PREFIX: 'x:' })).toEqual({
      redisUrl: 'redis://r:6379',
      redisPrefix: 'x:',
    });
  });
});

describe('jobId', () => {
  it('is the same for the same parts, and accepted by BullMQ', () => {
    expect(jobId('chunk', 'run', 3)).toBe('chunk-run-3');
    expect(jobId('member', 'abc')).toBe(jobId('member', 'abc'));
    expect(jobId('member', 'abc')).not.toContain(':');
  });

  it("refuses a ':' (BullMQ would refuse the job)", () => {
    expect(() => jobId('member', 'a:b')).toThrow(/must not contain ':'/);
  });
});
