import { Controller, Req } from '@nestjs/common';
import {
  IdentityRoutes,
  TwoFactorRoutes,
  type CurrentUser,
  type LoginReply,
  type RouteInput,
} from '@mithaq/contracts';
import type { Request } from 'express';
import { In, Route } from '../http/route';
import { csrfTokenOf } from '../security/csrf';
import { saveSession } from '../security/session';
import { AuthService } from './auth.service';

const R = IdentityRoutes;

/** The session: CSRF token, sign-in, registration, sign-out and the current user. */
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Route(R.csrfToken)
  async csrfToken(@Req() req: Request): Promise<{ csrfToken: string }> {
    const issued = req.session.csrfToken !== undefined;
    const csrfToken = csrfTokenOf(req);
    if (!issued) {
      // Stored before the reply, so the caller's next request finds it.
      await saveSession(req);
    }
    return { csrfToken };
  }

  @Route(R.login)
  login(@Req() req: Request, @In() { body }: RouteInput<typeof R.login>): Promise<LoginReply> {
    return this.auth.login(req, body);
  }

  @Route(TwoFactorRoutes.loginTwoFactor)
  loginTwoFactor(
    @Req() req: Request,
    @In() { body }: RouteInput<typeof TwoFactorRoutes.loginTwoFactor>,
  ): Promise<CurrentUser> {
    return this.auth.loginWithCode(req, body);
  }

  @Route(R.register)
  register(
    @Req() req: Request,
    @In() { body }: RouteInput<typeof R.register>,
  ): Promise<{ message: string }> {
    return this.auth.register(req, body);
  }

  @Route(R.logout)
  async logout(@Req() req: Request): Promise<{ message: string }> {
    await this.auth.logout(req);
    return { message: 'Logged out' };
  }

  @Route(R.currentUser)
  currentUser(
    @Req() req: Request,
    @In() { actor }: RouteInput<typeof R.currentUser>,
  ): Promise<CurrentUser> {
    return this.auth.currentUser(req, actor);
  }
}
