import { Injectable } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  IdentityTwoFactorRpc as T,
  TWO_FACTOR_DISABLED_MESSAGE,
  type Actor,
  type DisableTwoFactorRequest,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@mithaq/contracts';
import type { Request } from 'express';
import { Redis } from 'ioredis';
import QRCode from 'qrcode';
import type { GatewayConfig } from '../config';
import { InjectGatewayConfig } from '../infra/infra.module';
import { clientIp } from '../http/client-ip';
import { endOtherSessions, rotateSession } from './session-rotation';
import { SignInLimits } from './sign-in-limits';

/** The otpauth URI as an SVG QR code in a data URL, drawn here so the SPA needs no QR library. */
export const qrCodeDataUrl = async (text: string): Promise<string> => {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
};

@Injectable()
export class TwoFactorAdminService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly signInLimits: SignInLimits,
    private readonly redis: Redis,
    @InjectGatewayConfig() private readonly config: GatewayConfig,
  ) {}

  /**
   * The way the account signs in changed: every other session ends (one opened with the password
   * alone must not outlive the second step being turned on, nor keep going once it is off), and
   * this one gets a new id.
   */
  private async restartSessions(req: Request, actor: Actor): Promise<void> {
    await endOtherSessions(this.redis, this.config, actor.userId, req.sessionID);
    await rotateSession(req, this.redis, this.config);
  }

  status(actor: Actor): Promise<TwoFactorStatus> {
    return this.rpc.call(T.status, { userId: actor.userId }, actor);
  }

  async startEnrolment(actor: Actor): Promise<TwoFactorEnrolment> {
    const { secret, otpauthUri } = await this.rpc.call(
      T.beginEnrolment,
      { userId: actor.userId },
      actor,
    );
    return { secret, otpauthUri, qrCode: await qrCodeDataUrl(otpauthUri) };
  }

  async confirmEnrolment(
    req: Request,
    actor: Actor,
    code: string,
  ): Promise<{ recoveryCodes: string[] }> {
    const reply = await this.rpc.call(T.confirmEnrolment, { userId: actor.userId, code }, actor);
    await this.restartSessions(req, actor);
    return reply;
  }

  /**
   * A wrong code counts as a failed sign-in of the account, as in `disable`; the new codes are
   * shown once.
   */
  async regenerateRecoveryCodes(
    req: Request,
    actor: Actor,
    code: string,
  ): Promise<{ recoveryCodes: string[] }> {
    const attempt = await this.signInLimits.begin({ userId: actor.userId }, clientIp(req));
    const reply = await this.rpc.call(
      T.regenerateRecoveryCodes,
      { userId: actor.userId, code },
      actor,
    );
    await this.signInLimits.succeeded(attempt);
    return reply;
  }

  /**
   * A wrong password or code counts as a failed sign-in of the account, so a session left open
   * cannot be used to guess either.
   */
  async disable(
    req: Request,
    actor: Actor,
    body: DisableTwoFactorRequest,
  ): Promise<{ message: string }> {
    const attempt = await this.signInLimits.begin({ userId: actor.userId }, clientIp(req));
    await this.rpc.call(
      T.disable,
      { userId: actor.userId, password: body.password, code: body.code },
      actor,
    );
    await this.signInLimits.succeeded(attempt);
    await this.restartSessions(req, actor);
    return { message: TWO_FACTOR_DISABLED_MESSAGE };
  }
}
