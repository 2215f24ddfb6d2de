import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once, at boot, into a typed object. */
export const loadConfig = <S extends z.ZodType>(
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.output<S> => {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
};

const intFrom = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);
const boolFrom = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const env = { int: intFrom, bool: boolFrom };

/** Settings every process shares: environment, logging, broker, Redis. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RABBITMQ_URL: z.string().default('amqp://guest:guest@127.0.0.1:5672'),
  /** Prefix of every queue and exchange name; tests use it to isolate suites on one broker. */
  BUS_PREFIX: z
    .string()
    .regex(/^[a-z0-9._-]*$/)
    .default(''),
  RPC_TIMEOUT_MS: intFrom(5000, 100),
  RPC_PREFETCH: intFrom(16, 1),
  EVENT_PREFETCH: intFrom(16, 1),
  EVENT_MAX_ATTEMPTS: intFrom(5, 1),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key, so environments and test suites can share one Redis. */
  REDIS_PREFIX: z.string().default('mithaq:'),
});
export type BaseConfig = z.output<typeof baseEnvSchema>;

/**
 * Passwords that come with the tools or with our own examples. Anyone can guess them, so a
 * production URL carrying one of them (or no password at all) is refused.
 */
const WELL_KNOWN_PASSWORDS = new Set([
  '',
  'guest',
  'postgres',
  'password',
  'change-me',
  'changeme',
]);

/** Why a connection URL is not fit for production, or null when it is. */
export const urlSecretProblem = (url: string): string | null => {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not a valid URL';
  }
  const password = decodeURIComponent(parsed.password);
  if (password === '') {
    return 'has no password: set one of your own in production';
  }
  return WELL_KNOWN_PASSWORDS.has(password.toLowerCase())
    ? 'uses a default password: set one of your own in production'
    : null;
};

/**
 * In production, refuses every secret still at a shipped default and every connection URL
 * without a password of its own, naming the variable. Outside production it does nothing, so a
 * plain `npm start` keeps working against local Postgres and RabbitMQ.
 */
export const refuseDefaultSecrets = (
  config: { NODE_ENV: string },
  context: z.RefinementCtx,
  checks: {
    urls?: Record<string, string | undefined>;
    secrets?: Record<string, { value: string | null | undefined; defaults: readonly string[] }>;
  },
): void => {
  if (config.NODE_ENV !== 'production') {
    return;
  }
  for (const [name, url] of Object.entries(checks.urls ?? {})) {
    const problem = url === undefined ? null : urlSecretProblem(url);
    if (problem) {
      context.addIssue({ code: 'custom', path: [name], message: problem });
    }
  }
  for (const [name, { value, defaults }] of Object.entries(checks.secrets ?? {})) {
    if (value && (defaults.includes(value) || /^change-?me/i.test(value))) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'must be set to a secret of your own in production (the default is refused)',
      });
    }
  }
};

/** A service's settings: the shared ones plus its own Postgres database. */
export const serviceEnvSchema = (service: string) =>
  baseEnvSchema
    .extend({
      POSTGRES_URL: z.string().default('postgres://postgres@127.0.0.1:5432'),
      DATABASE_URL: z.string().optional(),
      /** The most Postgres connections one process of the service keeps open. */
      DATABASE_POOL_SIZE: intFrom(10, 1),
      /**
       * How often the outbox relay looks for events besides the notifications of each commit:
       * it only finds events recorded while its listening connection was down.
       */
      OUTBOX_POLL_MS: intFrom(5000, 10),
    })
    .superRefine((config, context) =>
      refuseDefaultSecrets(config, context, {
        urls: {
          RABBITMQ_URL: config.RABBITMQ_URL,
          POSTGRES_URL: config.DATABASE_URL ? undefined : config.POSTGRES_URL,
          DATABASE_URL: config.DATABASE_URL,
        },
      }),
    )
    .transform((config) => ({
      ...config,
      service,
      databaseUrl:
        config.DATABASE_URL ?? `${config.POSTGRES_URL.replace(/\/$/, '')}/mithaq_${service}`,
    }));
export type ServiceConfig = z.output<ReturnType<typeof serviceEnvSchema>>;
