import { routeUrl, type AnyRoute, type RouteArgs } from '@mithaq/contracts';
import type { FetchArgs } from '@reduxjs/toolkit/query';

/** What a route's body, query or path parameters accept, as its schemas declare them. */
export type RouteBody<D extends AnyRoute> = Exclude<RouteArgs<D>['body'], undefined>;
export type RouteQuery<D extends AnyRoute> = Exclude<RouteArgs<D>['query'], undefined>;
export type RouteParams<D extends AnyRoute> = Exclude<RouteArgs<D>['params'], undefined>;

/** The arguments are optional only when the route declares nothing that must be sent. */
type ArgsOf<D extends AnyRoute> =
  Record<string, never> extends RouteArgs<D> ? [args?: RouteArgs<D>] : [args: RouteArgs<D>];

/**
 * A declared route as RTK Query fetch arguments: the concrete URL, the route's method, the query
 * string and the JSON body. The URL, method and argument types all come from the declaration.
 */
export const routeRequest = <D extends AnyRoute>(route: D, ...[args]: ArgsOf<D>): FetchArgs => {
  const request: FetchArgs = {
    url: routeUrl(route, args?.params),
    method: route.method,
  };
  if (args?.query !== undefined) {
    request.params = args.query as Record<string, unknown>;
  }
  if (args?.body !== undefined) {
    request.body = args.body;
  }
  return request;
};
