import {
  applyDecorators,
  createParamDecorator,
  HttpCode,
  RequestMapping,
  RequestMethod,
  SetMetadata,
  UseInterceptors,
  type ExecutionContext,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import {
  assertSafeText,
  checkAccess,
  parseOrThrow,
  parseUploadOrThrow,
  type Actor,
  type AnyRoute,
  type HttpMethod,
  type RouteInput,
} from '@mithaq/contracts';
import type { Request } from 'express';
import { z } from 'zod';
import { FILE_FIELD, MultipartUpload } from './multipart';

export const ROUTE = 'mithaq:route';

const methods: Record<HttpMethod, RequestMethod> = {
  GET: RequestMethod.GET,
  POST: RequestMethod.POST,
  PUT: RequestMethod.PUT,
  PATCH: RequestMethod.PATCH,
  DELETE: RequestMethod.DELETE,
};

const jsonSchemaOf = (schema: z.ZodType): Record<string, unknown> =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

const docs = (route: AnyRoute): MethodDecorator[] => {
  const decorators: MethodDecorator[] = [
    ApiTags(route.tag),
    ApiOperation({ summary: `${route.summary} (${route.access})` }),
  ];
  if (route.multipart) {
    const fields = route.body ? jsonSchemaOf(route.body) : {};
    const properties = (fields.properties ?? {}) as Record<string, unknown>;
    decorators.push(
      ApiConsumes('multipart/form-data'),
      ApiBody({
        schema: {
          type: 'object',
          required: [FILE_FIELD],
          properties: {
            ...properties,
            [FILE_FIELD]: {
              type: 'string',
              format: 'binary',
              description: `At most ${route.multipart.maxBytes} bytes`,
            },
          },
        },
      }),
    );
  } else if (route.body) {
    decorators.push(ApiBody({ schema: jsonSchemaOf(route.body) }));
  }
  if (route.binary) {
    decorators.push(
      ApiProduces('application/octet-stream'),
      ApiOkResponse({ schema: { type: 'string', format: 'binary' } }),
    );
  }
  const queryShape = route.query instanceof z.ZodObject ? route.query.shape : {};
  for (const name of Object.keys(queryShape)) {
    decorators.push(ApiQuery({ name, required: false }));
  }
  const paramShape = route.params instanceof z.ZodObject ? route.params.shape : {};
  for (const name of Object.keys(paramShape)) {
    decorators.push(ApiParam({ name, type: String }));
  }
  return decorators;
};

/**
 * Registers a handler for a route declared in the contracts: method, path, success status,
 * OpenAPI entry, and the access rule the auth guard applies. Controllers carry no path
 * (`@Controller()`), so the declaration is the only place a path is written.
 *
 * A `multipart` route's request is read after the guard (its text fields become the body its
 * schema validates; the file reaches the handler through `@Upload()`). A `binary` route's
 * handler writes the bytes itself with `sendBinary`.
 */
export const Route = (route: AnyRoute): MethodDecorator => {
  const decorators = [
    RequestMapping({ method: methods[route.method], path: route.path }),
    SetMetadata(ROUTE, route),
    ...docs(route),
  ];
  if (route.status !== undefined) {
    decorators.push(HttpCode(route.status));
  }
  if (route.multipart) {
    decorators.push(UseInterceptors(new MultipartUpload(route.multipart)));
  }
  return applyDecorators(...decorators);
};

/** The route declared on a handler, if any. */
export const routeOf = (handler: object): AnyRoute | undefined =>
  Reflect.getMetadata(ROUTE, handler) as AnyRoute | undefined;

export const actorOfSession = (req: Request): Actor | null =>
  req.session?.userId && req.session.role
    ? { userId: req.session.userId, role: req.session.role }
    : null;

/** The field a `self` route compares with the caller's id, read before validation. */
export const ownerIdOf = (route: AnyRoute, req: Request): unknown => {
  if (!route.owner) {
    return undefined;
  }
  const source: unknown = route.owner.in === 'params' ? req.params : req.body;
  return typeof source === 'object' && source !== null
    ? (source as Record<string, unknown>)[route.owner.key]
    : undefined;
};

/** Applies the route's access rule to the request; used by the auth guard. */
export const checkRouteAccess = (route: AnyRoute, req: Request): Actor | null =>
  checkAccess(route.access, actorOfSession(req), ownerIdOf(route, req));

/**
 * The request as the route declares it: caller, params, query and body, each validated by its
 * schema (400 with field messages otherwise). Parts the route does not declare are undefined.
 * An upload form's error message is its first field's own text, which the upload dialogs show
 * as is.
 */
export const parseRouteInput = <D extends AnyRoute>(route: D, req: Request): RouteInput<D> => {
  const parseBody = route.multipart ? parseUploadOrThrow : parseOrThrow;
  if (route.multipart) {
    assertSafeText(req.body);
  }
  return {
    actor: actorOfSession(req) as Actor,
    params: route.params ? parseOrThrow(route.params, req.params) : undefined,
    query: route.query ? parseOrThrow(route.query, req.query) : undefined,
    body: route.body ? parseBody(route.body, req.body ?? {}) : undefined,
  } as RouteInput<D>;
};

/** Handler parameter: `@In() input: RouteInput<typeof SomeRoutes.x>`. */
export const In = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const route = routeOf(context.getHandler());
  if (!route) {
    throw new Error('@In() used on a handler without @Route()');
  }
  return parseRouteInput(route, context.switchToHttp().getRequest<Request>());
});
