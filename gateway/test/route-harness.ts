import { DomainError, type Actor } from '@mithaq/contracts';
import type { Request } from 'express';
import { checkRouteAccess, parseRouteInput, routeOf } from '../src/http/route';

/** The parts of an HTTP request a route reads; ids in the path arrive as strings. */
export interface FakeRequest {
  actor?: Actor | null;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export const requestOf = ({ actor, params = {}, query = {}, body }: FakeRequest): Request =>
  ({
    session: actor ? { userId: actor.userId, role: actor.role } : {},
    params,
    query,
    body,
  }) as unknown as Request;

type Handler = (input: never) => unknown;
type HandlerName<C> = { [K in keyof C]: C[K] extends Handler ? K : never }[keyof C] & string;

/**
 * Calls a controller method the way the gateway does: the route declared on it (`@Route`) is
 * looked up, its access rule applied, the request validated, then the method runs with the input.
 */
export const serve = async <C extends object>(
  controller: C,
  method: HandlerName<C>,
  request: FakeRequest,
): Promise<unknown> => {
  const handler = controller[method] as unknown as (input: unknown) => unknown;
  const route = routeOf(handler);
  if (!route) {
    throw new Error(`${method} has no @Route declaration`);
  }
  const req = requestOf(request);
  checkRouteAccess(route, req);
  return await handler.call(controller, parseRouteInput(route, req));
};

/** The DomainError a call is refused with, for asserting its code, message and fields. */
export const refusalOf = async (work: Promise<unknown>): Promise<DomainError> => {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected a DomainError');
};
