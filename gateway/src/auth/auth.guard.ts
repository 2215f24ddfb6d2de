import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, ErrorCode, type Role } from '@mithaq/contracts';
import type { Request } from 'express';
import { actorOf, IS_PUBLIC, ROLES } from './decorators';

/** Deny by default: a route is reachable signed out only when marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      return true;
    }
    const actor = actorOf(context.switchToHttp().getRequest<Request>());
    if (!actor) {
      throw new DomainError(ErrorCode.Unauthenticated, 'Please sign in to continue');
    }
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(actor.role)) {
      throw new DomainError(ErrorCode.Forbidden, 'You do not have permission to do this');
    }
    return true;
  }
}
