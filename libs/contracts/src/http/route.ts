import type { z } from 'zod';
import type { Access, ActorFor } from '../access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `'/api/users/:id/x/:y'` → `'id' | 'y'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type AnyObjectSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** Where a `self`/`self-or-admin` route finds the id that must be the caller's. */
export interface OwnerField {
  in: 'params' | 'body';
  key: string;
}

export interface RouteSpec<
  Path extends string = string,
  A extends Access = Access,
  P extends AnyObjectSchema | undefined = AnyObjectSchema | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly method: HttpMethod;
  /** Express-style path with `:name` parameters, starting with `/`. */
  readonly path: Path;
  readonly access: A;
  /** For `self` and `self-or-admin`: the field compared with the caller's id before validation. */
  readonly owner?: OwnerField;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /**
   * A call signed by its sender (a payment provider's webhook): the body stays the exact bytes
   * received, for the signature check, and there is no session, so no CSRF token either.
   */
  readonly signedRaw?: boolean;
  /**
   * A file upload as multipart/form-data: one file in the field `file` (streamed, refused past
   * `maxBytes`, with `tooLarge` as the 413's message when given) and the body schema's other
   * fields as text fields.
   */
  readonly multipart?: { readonly maxBytes: number; readonly tooLarge?: string };
  /** The reply is a file's bytes with its own content type, never JSON. */
  readonly binary?: true;
  /** The success status when it is not the method's usual one (201 for POST, 200 otherwise). */
  readonly status?: 200 | 201 | 202 | 204;
  /** OpenAPI group and one-line summary. */
  readonly tag: string;
  readonly summary: string;
}

/** One HTTP route, declared once; `__reply` is a phantom carrying the reply type. */
export type RouteDef<S extends RouteSpec = RouteSpec, Reply = unknown> = S & {
  readonly __reply?: Reply;
};

/** Any declared route (the widest type, for lists and lookups). */
export type AnyRoute = RouteSpec & { readonly __reply?: unknown };

type ParamsMatchPath<Path extends string, P> = [PathParamNames<Path>] extends [never]
  ? P extends undefined
    ? unknown
    : { params: 'this path has no :parameters' }
  : P extends AnyObjectSchema
    ? [Exclude<PathParamNames<Path>, keyof z.input<P>>] extends [never]
      ? [Exclude<keyof z.input<P>, PathParamNames<Path>>] extends [never]
        ? unknown
        : { params: 'the params schema has keys the path does not name' }
      : { params: 'the params schema must name every :parameter of the path' }
    : { params: 'a path with :parameters needs a params schema' };

/**
 * Declares a route: `defineRoute<Reply>()({ method, path, access, params?, query?, body?, ... })`.
 * The params schema must name exactly the path's `:parameters` (a type error otherwise).
 */
export const defineRoute =
  <Reply>() =>
  <
    const Path extends string,
    const A extends Access,
    P extends AnyObjectSchema | undefined = undefined,
    Q extends z.ZodType | undefined = undefined,
    B extends z.ZodType | undefined = undefined,
  >(
    spec: RouteSpec<Path, A, P, Q, B> & ParamsMatchPath<Path, P>,
  ): RouteDef<RouteSpec<Path, A, P, Q, B>, Reply> =>
    spec;

type Declared<S> = Exclude<S, undefined>;
type Out<S> = [Declared<S>] extends [never]
  ? undefined
  : Declared<S> extends z.ZodType
    ? z.output<Declared<S>>
    : undefined;
type In<S> = [Declared<S>] extends [never]
  ? undefined
  : Declared<S> extends z.ZodType
    ? z.input<Declared<S>>
    : undefined;

export type RouteReply<D> = D extends { readonly __reply?: infer R }
  ? Exclude<R, undefined>
  : never;
/** What the server handler receives, validated. */
export interface RouteInput<D extends AnyRoute> {
  actor: ActorFor<D['access']>;
  params: Out<D['params']>;
  query: Out<D['query']>;
  body: Out<D['body']>;
}

type Optional<K extends string, V> = [V] extends [undefined]
  ? { [P in K]?: undefined }
  : { [P in K]: V };

/** What a client sends: path params, query and body as their schemas accept them. */
export type RouteArgs<D extends AnyRoute> = Optional<'params', In<D['params']>> &
  Optional<'query', In<D['query']>> &
  Optional<'body', In<D['body']>>;

/** The concrete URL of a route: `:name` replaced by its encoded value. */
export const routeUrl = (route: AnyRoute, params?: Record<string, unknown>): string =>
  route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${route.method} ${route.path}: missing path parameter "${name}"`);
    }
    return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  });

/** `GET /api/x/:id` — how routes are named in lists, logs and test titles. */
export const routeKey = (route: Pick<AnyRoute, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;
