import { Injectable } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  ACCOUNT_SUSPENDED_MESSAGE,
  composeUser,
  DomainError,
  ErrorCode,
  IdentityRpc,
  profileFromRegistration,
  type Account,
  type Actor,
  type CurrentUser,
  type LoginRequest,
  type RegisterRequest,
} from '@mithaq/contracts';
import type { Request } from 'express';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../config';
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

const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

@Injectable()
export class AuthService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly users: UsersClient,
    private readonly limiter: RateLimiter,
    private readonly redis: Redis,
    @InjectGatewayConfig() private readonly config: GatewayConfig,
  ) {}

  async login(req: Request, body: LoginRequest): Promise<CurrentUser> {
    const window = this.config.LOGIN_WINDOW_MINUTES * 60;
    const accountKey = `login:acct:${body.username.toLowerCase()}`;
    const limits: Limit[] = [
      { key: accountKey, max: this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowSeconds: window },
      {
        key: `login:ip:${clientIp(req)}`,
        max: this.config.LOGIN_MAX_FAILURES_PER_IP,
        windowSeconds: window,
      },
    ];
    await this.limiter.assertUnder(
      limits,
      (wait) => `Too many failed sign-in attempts. Please wait ${wait} and try again.`,
    );
    let account: Account;
    try {
      account = await this.rpc.call(IdentityRpc.verifyCredentials, {
        usernameOrEmail: body.username,
        password: body.password,
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === ErrorCode.InvalidCredentials) {
        await this.limiter.hit(limits);
      }
      throw error;
    }
    await this.limiter.reset(accountKey);
    await this.signIn(req, account, body.rememberMe ?? false);
    return this.users.withProfile(account);
  }

  async register(req: Request, body: RegisterRequest): Promise<CurrentUser> {
    const limit: Limit = {
      key: `register:ip:${clientIp(req)}`,
      max: this.config.REGISTER_MAX_PER_IP,
      windowSeconds: this.config.REGISTER_WINDOW_MINUTES * 60,
    };
    await this.limiter.assertUnder(
      [limit],
      (wait) => `Too many registrations from your network. Please wait ${wait} and try again.`,
    );
    const { confirmPassword: _confirm, acceptTerms: _terms, marketingConsent, ...fields } = body;
    const account = await this.rpc.call(IdentityRpc.register, {
      ...fields,
      marketingConsent: marketingConsent ?? false,
    });
    await this.limiter.hit([limit]);
    await this.signIn(req, account, false);
    const { username: _u, email: _e, password: _p, ...personal } = fields;
    // The profile service creates the profile from the registration event; until that lands the
    // reply is composed from what was just registered, which is exactly what it will hold.
    return composeUser(account, profileFromRegistration(account.id, personal, account.createdAt));
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
