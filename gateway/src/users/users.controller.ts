import { Controller } from '@nestjs/common';
import { IdentityRoutes, type CurrentUser, type RouteInput } from '@mithaq/contracts';
import { In, Route } from '../http/route';
import { UsersClient } from './users.client';

const R = IdentityRoutes;

/** The member's own account and profile fields; the route lets only the owner through. */
@Controller()
export class UsersController {
  constructor(private readonly users: UsersClient) {}

  @Route(R.updateUser)
  update(@In() { actor, params, body }: RouteInput<typeof R.updateUser>): Promise<CurrentUser> {
    return this.users.update(actor, params.id, body);
  }
}
