import { baseEnvSchema, ConfigError, env, loadConfig } from '@mithaq/config';
import { z } from 'zod';

export const DEV_SESSION_SECRET = 'mithaq-local-development-session-secret';

export const gatewayEnvSchema = baseEnvSchema
  .extend({
    PORT: env.int(3000, 0),
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
    /** Express `trust proxy`: false, true, a hop count, or a list such as "loopback". */
    TRUST_PROXY: z.string().default('false'),
    BODY_LIMIT: z.string().default('100kb'),
    /** Image uploads arrive as base64 data URLs: 5 MB of image is about 6.7 MB of JSON. */
    UPLOAD_BODY_LIMIT: z.string().default('8mb'),
    CONTACT_MAX_PER_IP: env.int(5, 1),
    CONTACT_WINDOW_MINUTES: env.int(60, 1),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: env.int(10, 1),
    LOGIN_MAX_FAILURES_PER_IP: env.int(100, 1),
    LOGIN_WINDOW_MINUTES: env.int(15, 1),
    REGISTER_MAX_PER_IP: env.int(20, 1),
    REGISTER_WINDOW_MINUTES: env.int(60, 1),
    API_MAX_REQUESTS_PER_IP: env.int(1200, 1),
    API_WINDOW_SECONDS: env.int(60, 1),
    SPA_DIR: z.string().optional(),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && config.SESSION_SECRET === DEV_SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'must be set to a secret of your own in production (the default is refused)',
      });
    }
  });

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
