import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { DomainError, ErrorCode } from '@mithaq/contracts';
import type { Request } from 'express';
import { checkRouteAccess, routeOf } from '../http/route';

export const UNDECLARED_ROUTE_MESSAGE = 'This route declares no access rule';

/**
 * Applies the access rule of the route declared on the handler (`@Route(def)`): 401 without a
 * session where one is needed, 403 for the wrong role or someone else's id. A handler with no
 * declaration is refused outright, so forgetting one closes a route instead of opening it.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const route = routeOf(context.getHandler());
    if (!route) {
      throw new DomainError(ErrorCode.Forbidden, UNDECLARED_ROUTE_MESSAGE);
    }
    checkRouteAccess(route, context.switchToHttp().getRequest<Request>());
    return true;
  }
}
