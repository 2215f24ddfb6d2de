import { isMiscasedBackendPath } from './path-case';

describe('mis-cased backend paths', () => {
  it.each([
    '/API/admin/reject-user/x',
    '/Api/login',
    '/aPi',
    '/HEALTH',
    '/Metrics',
    '/UPLOADS/a.png',
  ])('%s is one', (path) => expect(isMiscasedBackendPath(path)).toBe(true));

  it.each(['/api/login', '/health', '/apiary', '/APIARY', '/admin', '/matches/API'])(
    '%s is not',
    (path) => expect(isMiscasedBackendPath(path)).toBe(false),
  );
});
