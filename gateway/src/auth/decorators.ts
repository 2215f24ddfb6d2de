import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Actor, Role } from '@mithaq/contracts';
import type { Request } from 'express';

export const IS_PUBLIC = 'mithaq:public';
export const ROLES = 'mithaq:roles';

/** Routes are closed by default; this opens one to visitors. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/** Restricts a route to the given roles (on top of being signed in). */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator =>
  SetMetadata(ROLES, roles);

export const actorOf = (req: Request): Actor | null =>
  req.session?.userId && req.session.role
    ? { userId: req.session.userId, role: req.session.role }
    : null;

/** The signed-in caller; only on routes the auth guard protects. */
export const CurrentActor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Actor => {
    const actor = actorOf(context.switchToHttp().getRequest<Request>());
    if (!actor) {
      throw new Error('CurrentActor used on a public route');
    }
    return actor;
  },
);
