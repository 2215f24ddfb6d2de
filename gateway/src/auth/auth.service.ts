import { Injectable } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  ACCOUNT_SUSPENDED_MESSAGE,
  DomainError,
  ErrorCode,
  IdentityRpc,
  IdentitySecurityRpc,
  IdentityTwoFactorRpc,
  INVALID_CREDENTIALS_MESSAGE,
  normaliseSignInIdentifier,
  REGISTRATION_RECEIVED_MESSAGE,
  TWO_FACTOR_CHALLENGE_EXPIRED_MESSAGE,
  type Account,
  type Actor,
  type CurrentUser,
  type LoginReply,
  type LoginRequest,
  type RegisterRequest,
  type TwoFactorSignInRequest,
} from '@mithaq/contracts';
import type { Request } from 'express';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
import { clientIp } from '../http/client-ip';
import { InjectGatewayConfig } from '../infra/infra.module';
import { csrfTokenOf } from '../security/csrf';
import { RateLimiter, type Limit } from '../security/rate-limiter';
import {
  destroySession,
  regenerate,
  saveSession,
  trackUserSession,
  untrackUserSession,
} from '../security/session';
import { UsersClient } from '../users/users.client';
import { SignInLimits } from './sign-in-limits';
import { CHALLENGE_SECONDS, TwoFactorChallenges } from './two-factor-challenges';

@Injectable()
export class AuthService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly users: UsersClient,
    private readonly limiter: RateLimiter,
    private readonly signInLimits: SignInLimits,
    private readonly challenges: TwoFactorChallenges,
    private readonly redis: Redis,
    @InjectGatewayConfig() private readonly config: GatewayConfig,
  ) {}

  /**
   * Counts the attempt before any password is checked (see SignInLimits), against the account the
   * name resolves to, so its username and address share one counter; a name that cannot exist is
   * refused with the same answer as a wrong password, before any lookup.
   */
  async login(req: Request, body: LoginRequest): Promise<LoginReply> {
    const identifier = normaliseSignInIdentifier(body.username);
    if (!identifier) {
      await this.signInLimits.begin(null, clientIp(req));
      throw new DomainError(ErrorCode.InvalidCredentials, INVALID_CREDENTIALS_MESSAGE);
    }
    const { userId } = await this.rpc.call(IdentitySecurityRpc.resolveSignIn, { identifier });
    const attempt = await this.signInLimits.begin(
      userId ? { userId } : { identifier },
      clientIp(req),
    );
    const { account, twoFactorEnabled } = await this.rpc.call(IdentityRpc.verifyCredentials, {
      usernameOrEmail: identifier,
      password: body.password,
    });
    const rememberMe = body.rememberMe ?? false;
    if (twoFactorEnabled) {
      // No session yet, and the attempt stays counted until the code is right as well: a known
      // password alone never resets the account's counter to buy more guesses at the code.
      const challenge = await this.challenges.create({
        userId: account.id,
        rememberMe,
        ip: clientIp(req),
      });
      return { twoFactorRequired: true, challenge, expiresIn: CHALLENGE_SECONDS };
    }
    await this.signInLimits.succeeded(attempt);
    await this.signIn(req, account, rememberMe);
    return this.users.withProfile(account);
  }

  /**
   * The second step: a wrong code counts as a failed sign-in of the account (and of the address),
   * so codes cannot be tried beyond the sign-in limits. The session is created only here, exactly
   * as for a sign-in without a second step, and the challenge works once.
   */
  async loginWithCode(req: Request, body: TwoFactorSignInRequest): Promise<CurrentUser> {
    const pending = await this.challenges.peek(body.challenge);
    if (!pending) {
      await this.signInLimits.begin(null, clientIp(req));
      throw new DomainError(ErrorCode.Unauthenticated, TWO_FACTOR_CHALLENGE_EXPIRED_MESSAGE);
    }
    const attempt = await this.signInLimits.begin({ userId: pending.userId }, clientIp(req));
    const { account } = await this.rpc.call(IdentityTwoFactorRpc.verifySignIn, {
      userId: pending.userId,
      code: body.code,
    });
    if (!(await this.challenges.consume(body.challenge))) {
      throw new DomainError(ErrorCode.Unauthenticated, TWO_FACTOR_CHALLENGE_EXPIRED_MESSAGE);
    }
    await this.signInLimits.succeeded(attempt);
    // The password step's own attempt was held until now: it is given back as well.
    await this.signInLimits.succeeded(this.signInLimits.heldAttempt(pending.userId, pending.ip));
    await this.signIn(req, account, pending.rememberMe);
    return this.users.withProfile(account);
  }

  /**
   * Every attempt counts toward the network's limit, accepted or not. The answer is the same
   * whether the address was new or already registered (identity emails its owner instead), and
   * nobody is signed in: the member verifies the address from the email, then signs in.
   */
  async register(req: Request, body: RegisterRequest): Promise<{ message: string }> {
    const limit: Limit = {
      key: `register:ip:${clientIp(req)}`,
      max: this.config.REGISTER_MAX_PER_IP,
      windowSeconds: this.config.REGISTER_WINDOW_MINUTES * 60,
    };
    await this.limiter.consume(
      [limit],
      (wait) => `Too many registrations from your network. Please wait ${wait} and try again.`,
    );
    const { confirmPassword: _confirm, acceptTerms: _terms, marketingConsent, ...fields } = body;
    try {
      await this.rpc.call(IdentityRpc.register, {
        ...fields,
        marketingConsent: marketingConsent ?? false,
      });
    } catch (error) {
      if (!(error instanceof DomainError && error.code === ErrorCode.EmailTaken)) {
        throw error;
      }
    }
    return { message: REGISTRATION_RECEIVED_MESSAGE };
  }

  async logout(req: Request): Promise<void> {
    if (req.session) {
      const userId = req.session.userId;
      const sid = req.sessionID;
      await destroySession(req);
      if (userId) {
        await untrackUserSession(this.redis, this.config, userId, sid);
      }
    }
  }

  /** The caller's user; a session whose account was deleted meanwhile is ended (401). */
  async currentUser(req: Request, actor: Actor): Promise<CurrentUser> {
    try {
      const user = await this.users.currentUser(actor);
      if (user.isSuspended) {
        // Suspended while signed in: this session ends here, whatever other checks missed.
        await destroySession(req);
        throw new DomainError(ErrorCode.Forbidden, ACCOUNT_SUSPENDED_MESSAGE);
      }
      return user;
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.NotFound) {
        await destroySession(req);
        throw new DomainError(ErrorCode.Unauthenticated, 'Your account no longer exists');
      }
      throw error;
    }
  }

  /** A new session id on every sign-in (no fixation), with a fresh CSRF token. */
  private async signIn(req: Request, account: Account, rememberMe: boolean): Promise<void> {
    const previous = req.session.userId ? { userId: req.session.userId, sid: req.sessionID } : null;
    await regenerate(req);
    if (previous) {
      // regenerate() destroyed the old session; keep the per-user set to live sessions.
      await untrackUserSession(this.redis, this.config, previous.userId, previous.sid);
    }
    req.session.userId = account.id;
    req.session.role = account.role;
    csrfTokenOf(req);
    // Remember me keeps the session for days; otherwise it idles out after SESSION_IDLE_MINUTES.
    const remember = this.config.SESSION_REMEMBER_DAYS * 86_400_000;
    req.session.absoluteExpiresAt =
      Date.now() + (rememberMe ? remember : this.config.SESSION_ABSOLUTE_HOURS * 3_600_000);
    req.session.cookie.maxAge = rememberMe ? remember : this.config.SESSION_IDLE_MINUTES * 60_000;
    await saveSession(req);
    // Listed per user so a password change or a deletion can end every session of the account.
    await trackUserSession(this.redis, this.config, account.id, req.sessionID);
  }
}
