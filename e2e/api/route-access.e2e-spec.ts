/** @platform shared */
import {
  AccessMessage,
  allRoutes,
  ErrorCode,
  pathParamNames,
  routeKey,
  routeUrl,
  type AnyRoute,
  type HttpErrorBody,
} from '@mithaq/contracts';
import {
  ApiClient,
  newMember,
  Platform,
  PLATFORM_START_TIMEOUT,
  PLATFORM_STOP_TIMEOUT,
  registerAndSignIn,
} from '@mithaq/testing';

/** Someone else's id: the access rule refuses before any id is looked at or validated. */
const SOMEONE_ELSE = '0f0e0d0c-0b0a-4909-8807-060504030201';

const urlOf = (route: AnyRoute): string =>
  routeUrl(
    route,
    Object.fromEntries(pathParamNames(route.path).map((name) => [name, SOMEONE_ELSE])),
  );

/** A body naming someone else wherever a self route reads the owner from the body. */
const bodyOf = (route: AnyRoute): Record<string, unknown> | undefined => {
  if (route.method === 'GET' || route.method === 'DELETE') {
    return undefined;
  }
  return route.owner?.in === 'body' ? { [route.owner.key]: SOMEONE_ELSE } : {};
};

const cases = (routes: readonly AnyRoute[]): [string, AnyRoute][] =>
  routes.map((route) => [routeKey(route), route]);

const visitorRoutes = allRoutes.filter((route) => route.access === 'visitor');
const closedRoutes = allRoutes.filter((route) => route.access !== 'visitor');
const adminRoutes = allRoutes.filter((route) => route.access === 'admin');
const ownRoutes = allRoutes.filter(
  (route) => route.access === 'self' || route.access === 'self-or-admin',
);

describe('the access rule of every declared route', () => {
  const platform = new Platform();
  let visitor: ApiClient;
  let seeker: ApiClient;

  beforeAll(async () => {
    await platform.start();
    visitor = new ApiClient(platform.baseUrl);
    seeker = new ApiClient(platform.baseUrl);
    const registered = await registerAndSignIn(seeker, newMember());
    if (registered.status !== 200 || registered.body.role !== 'seeker') {
      throw new Error(`the seeker could not register: ${registered.status}`);
    }
  }, PLATFORM_START_TIMEOUT);
  afterAll(() => platform.stop(), PLATFORM_STOP_TIMEOUT);

  it('covers routes of every kind', () => {
    expect(visitorRoutes.length).toBeGreaterThan(5);
    expect(adminRoutes.length).toBeGreaterThan(20);
    expect(ownRoutes.length).toBeGreaterThan(3);
  });

  it.each(cases(closedRoutes))('%s is 401 to a visitor', async (_key, route) => {
    const reply = await visitor.json<HttpErrorBody>(route.method, urlOf(route), bodyOf(route));
    expect([reply.status, reply.body.code, reply.body.message]).toEqual([
      401,
      ErrorCode.Unauthenticated,
      AccessMessage.SignIn,
    ]);
  });

  it.each(cases(adminRoutes))('%s is 403 to a signed-in seeker', async (_key, route) => {
    const reply = await seeker.json<HttpErrorBody>(route.method, urlOf(route), bodyOf(route));
    expect([reply.status, reply.body.code, reply.body.message]).toEqual([
      403,
      ErrorCode.Forbidden,
      AccessMessage.AdminOnly,
    ]);
  });

  it.each(cases(ownRoutes))(
    "%s is 403 to a seeker naming another member's id",
    async (_key, route) => {
      const reply = await seeker.json<HttpErrorBody>(route.method, urlOf(route), bodyOf(route));
      expect([reply.status, reply.body.code, reply.body.message]).toEqual([
        403,
        ErrorCode.Forbidden,
        AccessMessage.SelfOnly,
      ]);
    },
  );

  it.each(cases(visitorRoutes))('%s is open to a visitor', async (_key, route) => {
    const reply = await new ApiClient(platform.baseUrl).request(route.method, urlOf(route), {
      json: bodyOf(route),
    });
    expect([401, 403]).not.toContain(reply.status);
  });
});
