import { isRedisConnectionLoss } from './redis-outage';

describe('isRedisConnectionLoss', () => {
  it('recognises the rejections ioredis leaves behind when a connection is lost', () => {
    const maxRetries = Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    });
    expect(isRedisConnectionLoss(maxRetries)).toBe(true);
    expect(isRedisConnectionLoss(new Error('Connection is closed.'))).toBe(true);
  });

  it('leaves every other failure to end the process', () => {
    expect(isRedisConnectionLoss(new TypeError('x is undefined'))).toBe(false);
    expect(isRedisConnectionLoss('MaxRetriesPerRequestError')).toBe(false);
    expect(isRedisConnectionLoss(undefined)).toBe(false);
  });
});
