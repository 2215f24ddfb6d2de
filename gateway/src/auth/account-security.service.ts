import { Injectable } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  DomainError,
  EMAIL_VERIFIED_MESSAGE,
  IdentitySecurityRpc as S,
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
  type Actor,
  type ChangeOwnPasswordRequest,
  type ResetPasswordRequest,
} from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import type { Request } from 'express';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import { InjectGatewayConfig, InjectGatewayLogger } from '../infra/infra.module';
import { RateLimiter } from '../security/rate-limiter';
import { destroySession, endUserSessions } from '../security/session';
import { clientIp } from '../http/client-ip';
import { endOtherSessions, rotateSession } from './session-rotation';
import { SignInLimits } from './sign-in-limits';

/** Password reset, the member's own password change and email verification, at the door. */
@Injectable()
export class AccountSecurityService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    private readonly signInLimits: SignInLimits,
    private readonly redis: Redis,
    @InjectGatewayConfig() private readonly config: GatewayConfig,
    @InjectGatewayLogger() private readonly logger: Logger,
  ) {}

  /**
   * Answers at once and the same for every address: the lookup and the email happen after the
   * reply, so neither the answer nor its timing tells whether the address has an account.
   */
  async forgotPassword(req: Request, email: string): Promise<{ message: string }> {
    const windowSeconds = this.config.PASSWORD_RESET_WINDOW_MINUTES * 60;
    await this.limiter.consume(
      [
        {
          key: `password-reset:addr:${email}`,
          max: this.config.PASSWORD_RESET_MAX_PER_ADDRESS,
          windowSeconds,
        },
        {
          key: `password-reset:ip:${clientIp(req)}`,
          max: this.config.PASSWORD_RESET_MAX_PER_IP,
          windowSeconds,
        },
      ],
      (wait) => `Too many password reset requests. Please wait ${wait} and try again.`,
    );
    this.rpc.call(S.requestPasswordReset, { email }).catch((error: unknown) => {
      this.logger.error({ err: error }, 'a password reset request could not be handled');
    });
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  }

  /** Sets the new password, ends every session of the account and lifts a sign-in lock. */
  async resetPassword(req: Request, body: ResetPasswordRequest): Promise<{ message: string }> {
    const { userId } = await this.rpc.call(S.resetPassword, {
      token: body.token,
      password: body.password,
    });
    await endUserSessions(this.redis, this.config, userId);
    await this.signInLimits.unlock(userId);
    if (req.session?.userId === userId) {
      await destroySession(req);
    }
    return { message: PASSWORD_RESET_DONE_MESSAGE };
  }

  /**
   * A wrong current password counts as a failed sign-in of the account (and a locked account
   * cannot try); on success the member's other sessions end and this one gets a new id.
   */
  async changeOwnPassword(
    req: Request,
    actor: Actor,
    body: ChangeOwnPasswordRequest,
  ): Promise<{ message: string }> {
    const attempt = await this.signInLimits.begin({ userId: actor.userId }, clientIp(req));
    try {
      await this.rpc.call(
        S.changeOwnPassword,
        {
          userId: actor.userId,
          currentPassword: body.currentPassword,
          newPassword: body.newPassword,
        },
        actor,
      );
    } catch (error) {
      // Identity checks the current password before the new one, so a refused new password
      // means the current one was right: that attempt must not count toward a lock.
      if (error instanceof DomainError && error.fields?.newPassword !== undefined) {
        await this.signInLimits.succeeded(attempt);
      }
      throw error;
    }
    await this.signInLimits.succeeded(attempt);
    await endOtherSessions(this.redis, this.config, actor.userId, req.sessionID);
    await rotateSession(req, this.redis, this.config);
    return { message: PASSWORD_CHANGED_MESSAGE };
  }

  async verifyEmail(token: string): Promise<{ message: string }> {
    await this.rpc.call(S.verifyEmail, { token });
    return { message: EMAIL_VERIFIED_MESSAGE };
  }

  async resendVerification(actor: Actor): Promise<{ message: string }> {
    await this.limiter.consume(
      [
        {
          key: `verification:acct:${actor.userId}`,
          max: this.config.VERIFICATION_RESEND_MAX_PER_ACCOUNT,
          windowSeconds: this.config.VERIFICATION_RESEND_WINDOW_MINUTES * 60,
        },
      ],
      (wait) =>
        `We have already sent you several verification emails. Please check your inbox and spam folder, or wait ${wait} before asking again.`,
    );
    await this.rpc.call(S.sendVerification, { userId: actor.userId }, actor);
    return { message: VERIFICATION_SENT_MESSAGE };
  }
}
