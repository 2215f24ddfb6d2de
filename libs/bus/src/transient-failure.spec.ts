import { isTransientFailure } from './transient-failure';

describe('isTransientFailure', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    [
      'an administrator shutdown',
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    ],
    ['a connection exception', Object.assign(new Error('x'), { code: '08006' })],
    [
      'no connection slot left',
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    ],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    [
      'a wrapped driver error',
      Object.assign(new Error('query failed'), { driverError: { code: '57P03' } }),
    ],
    [
      'every address refused',
      Object.assign(new Error('all failed'), { errors: [{ code: 'ECONNREFUSED' }] }),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isTransientFailure(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a programming error', new TypeError('x is undefined')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_name, error) => {
    expect(isTransientFailure(error)).toBe(false);
  });
});
