import { baseEnvSchema, ConfigError, env, loadConfig, refuseDefaultSecrets } from '@mithaq/config';
import { z } from 'zod';

export const DEV_SESSION_SECRET = 'mithaq-local-development-session-secret';

export const gatewayEnvSchema = baseEnvSchema
  .extend({
    PORT: env.int(3000, 0),
    /**
     * Gateway processes sharing PORT (node:cluster). `npm start` runs one per core; with 1 (the
     * default, as the tests' own platforms start it) the gateway is a single process.
     */
    GATEWAY_WORKERS: env.int(1, 1),
    HOST: z.string().default('0.0.0.0'),
    POSTGRES_URL: z.string().default('postgres://postgres@127.0.0.1:5432'),
    SESSION_SECRET: z
      .string()
      .min(16, 'must be at least 16 characters')
      .default(DEV_SESSION_SECRET),
    SESSION_COOKIE_NAME: z.string().default('mithaq.sid'),
    SESSION_IDLE_MINUTES: env.int(120, 1),
    SESSION_ABSOLUTE_HOURS: env.int(24 * 7, 1),
    SESSION_REMEMBER_DAYS: env.int(30, 1),
    /** How long a member's cached service reply may be served without a new read (0: off). */
    READ_CACHE_MAX_AGE_MS: env.int(10_000, 0),
    /** Express `trust proxy`: false, true, a hop count, or a list such as "loopback". */
    TRUST_PROXY: z.string().default('false'),
    BODY_LIMIT: z.string().default('100kb'),
    /**
     * How long an idle client connection stays open. Longer than the idle timeout of the proxy in
     * front (commonly 60 s) and of HTTP clients, so the side that closes an idle connection is the
     * one that would otherwise send on it: a request is never written onto a socket the gateway is
     * closing at that moment (Node's 5 s default loses such requests under load).
     */
    HTTP_KEEP_ALIVE_SECONDS: env.int(65, 1),
    CONTACT_MAX_PER_IP: env.int(5, 1),
    CONTACT_WINDOW_MINUTES: env.int(60, 1),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: env.int(10, 1),
    LOGIN_MAX_FAILURES_PER_IP: env.int(100, 1),
    LOGIN_WINDOW_MINUTES: env.int(15, 1),
    REGISTER_MAX_PER_IP: env.int(20, 1),
    REGISTER_WINDOW_MINUTES: env.int(60, 1),
    PASSWORD_RESET_MAX_PER_ADDRESS: env.int(3, 1),
    PASSWORD_RESET_MAX_PER_IP: env.int(20, 1),
    PASSWORD_RESET_WINDOW_MINUTES: env.int(60, 1),
    VERIFICATION_RESEND_MAX_PER_ACCOUNT: env.int(3, 1),
    VERIFICATION_RESEND_WINDOW_MINUTES: env.int(60, 1),
    API_MAX_REQUESTS_PER_IP: env.int(1200, 1),
    API_WINDOW_SECONDS: env.int(60, 1),
    SPA_DIR: z.string().optional(),
    /**
     * In production /metrics and /api/docs answer an admin session, or a scraper sending
     * `Authorization: Bearer <METRICS_TOKEN>`; outside production they are open.
     */
    METRICS_TOKEN: z
      .union([z.literal(''), z.string().min(24, 'must be at least 24 characters')])
      .optional()
      .transform((value) => value || undefined),
    /** Where the SPA loads Stripe.js from: the Content-Security-Policy allows exactly that. */
    STRIPE_JS_URL: z.url().default('https://js.stripe.com/v3/'),
  })
  .superRefine((config, ctx) => {
    refuseDefaultSecrets(config, ctx, {
      urls: { POSTGRES_URL: config.POSTGRES_URL, RABBITMQ_URL: config.RABBITMQ_URL },
      secrets: { SESSION_SECRET: { value: config.SESSION_SECRET, defaults: [DEV_SESSION_SECRET] } },
    });
    if (config.NODE_ENV === 'production' && !trustProxyValue(config.TRUST_PROXY)) {
      // The gateway speaks plain HTTP; without trusting the TLS proxy in front, no cookie is
      // Secure and every member shares the proxy's address in the per-IP limits.
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          'must name the TLS proxy in front of the gateway in production (e.g. 1 for one proxy hop)',
      });
    }
  })
  .transform((config) => ({
    ...config,
    /**
     * `__Host-` in production: browsers then accept the cookie only when Secure, for path / and
     * without a Domain, so no sibling subdomain can set or shadow the session.
     */
    SESSION_COOKIE_NAME:
      config.NODE_ENV === 'production' && !config.SESSION_COOKIE_NAME.startsWith('__Host-')
        ? `__Host-${config.SESSION_COOKIE_NAME}`
        : config.SESSION_COOKIE_NAME,
    /** Whether /metrics and /api/docs are open to anyone (outside production). */
    opsOpen: config.NODE_ENV !== 'production',
  }));

export type GatewayConfig = z.output<typeof gatewayEnvSchema>;

export const trustProxyValue = (raw: string): boolean | number | string => {
  if (raw === 'true' || raw === 'false') {
    return raw === 'true';
  }
  return /^\d+$/.test(raw) ? Number(raw) : raw;
};

export const loadGatewayConfig = (source: NodeJS.ProcessEnv = process.env): GatewayConfig => {
  const config = loadConfig(gatewayEnvSchema, source);
  if (!config.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET is required');
  }
  return config;
};

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
