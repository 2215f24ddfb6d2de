import { Controller, Req } from '@nestjs/common';
import {
  TwoFactorRoutes as R,
  type RouteInput,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@mithaq/contracts';
import type { Request } from 'express';
import { In, Route } from '../http/route';
import { TwoFactorAdminService } from './two-factor-admin.service';

/** An admin's own two-factor sign-in: status, enrolment and turning it off. */
@Controller()
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorAdminService) {}

  @Route(R.twoFactorStatus)
  status(@In() { actor }: RouteInput<typeof R.twoFactorStatus>): Promise<TwoFactorStatus> {
    return this.twoFactor.status(actor);
  }

  @Route(R.startTwoFactorEnrolment)
  startEnrolment(
    @In() { actor }: RouteInput<typeof R.startTwoFactorEnrolment>,
  ): Promise<TwoFactorEnrolment> {
    return this.twoFactor.startEnrolment(actor);
  }

  @Route(R.confirmTwoFactorEnrolment)
  confirmEnrolment(
    @Req() req: Request,
    @In() { actor, body }: RouteInput<typeof R.confirmTwoFactorEnrolment>,
  ): Promise<{ recoveryCodes: string[] }> {
    return this.twoFactor.confirmEnrolment(req, actor, body.code);
  }

  @Route(R.regenerateRecoveryCodes)
  regenerateRecoveryCodes(
    @Req() req: Request,
    @In() { actor, body }: RouteInput<typeof R.regenerateRecoveryCodes>,
  ): Promise<{ recoveryCodes: string[] }> {
    return this.twoFactor.regenerateRecoveryCodes(req, actor, body.code);
  }

  @Route(R.disableTwoFactor)
  disable(
    @Req() req: Request,
    @In() { actor, body }: RouteInput<typeof R.disableTwoFactor>,
  ): Promise<{ message: string }> {
    return this.twoFactor.disable(req, actor, body);
  }
}
