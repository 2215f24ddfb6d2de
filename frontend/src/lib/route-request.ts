import {
  pathUrl,
  type AnyRoute,
  type DeclaredRoute,
  type RouteArgs,
  type RoutePath,
} from '@mithaq/contracts';
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
 * The app shell passes a path-only entry (`IdentityPaths.currentUser`), which types its
 * arguments by the same declaration without loading the route's schemas.
 */
export const routeRequest = <R extends AnyRoute | RoutePath>(
  route: R,
  ...[args]: ArgsOf<DeclaredRoute<R>>
): FetchArgs => {
  const request: FetchArgs = {
    url: pathUrl(route, args?.params),
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
