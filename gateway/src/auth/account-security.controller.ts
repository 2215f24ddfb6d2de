import { Controller, Req } from '@nestjs/common';
import { AccountSecurityRoutes, type RouteInput } from '@mithaq/contracts';
import type { Request } from 'express';
import { In, Route } from '../http/route';
import { AccountSecurityService } from './account-security.service';

const R = AccountSecurityRoutes;

/** Password reset by email, changing one's own password, and verifying the email address. */
@Controller()
export class AccountSecurityController {
  constructor(private readonly security: AccountSecurityService) {}

  @Route(R.forgotPassword)
  forgotPassword(
    @Req() req: Request,
    @In() { body }: RouteInput<typeof R.forgotPassword>,
  ): Promise<{ message: string }> {
    return this.security.forgotPassword(req, body.email);
  }

  @Route(R.resetPassword)
  resetPassword(
    @Req() req: Request,
    @In() { body }: RouteInput<typeof R.resetPassword>,
  ): Promise<{ message: string }> {
    return this.security.resetPassword(req, body);
  }

  @Route(R.changeOwnPassword)
  changeOwnPassword(
    @Req() req: Request,
    @In() { actor, body }: RouteInput<typeof R.changeOwnPassword>,
  ): Promise<{ message: string }> {
    return this.security.changeOwnPassword(req, actor, body);
  }

  @Route(R.verifyEmail)
  verifyEmail(@In() { body }: RouteInput<typeof R.verifyEmail>): Promise<{ message: string }> {
    return this.security.verifyEmail(body.token);
  }

  @Route(R.resendVerification)
  resendVerification(
    @In() { actor }: RouteInput<typeof R.resendVerification>,
  ): Promise<{ message: string }> {
    return this.security.resendVerification(actor);
  }
}
