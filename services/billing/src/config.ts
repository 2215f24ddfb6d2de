import { ConfigError, env, loadConfig, refuseDefaultSecrets } from '@mithaq/config';
import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((value) => (value ? value : null));

/**
 * The billing service's own settings: Stripe. With real keys the SDK talks to api.stripe.com;
 * for development and tests, whoever starts the local Stripe server sets STRIPE_API_HOST/PORT/
 * PROTOCOL (and test keys) so the same SDK talks to it. Without a key outside production the
 * service runs with payments unavailable (503); in production it refuses to start.
 */
export const billingEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    STRIPE_SECRET_KEY: optional,
    STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_API_HOST: optional,
    STRIPE_API_PORT: env.int(443, 1),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).default('https'),
    /** Where the SPA loads Stripe.js from; the local server serves a stand-in. */
    STRIPE_JS_URL: z.string().min(1).default('https://js.stripe.com/v3/'),
    /** ISO currency of every charge. */
    BILLING_CURRENCY: z.string().length(3).default('gbp'),
    /** How often complimentary grants past their end date are ended. */
    GRANT_SWEEP_INTERVAL_MS: env.int(60_000, 100),
  })
  .superRefine((config, context) => {
    if (config.NODE_ENV !== 'production') {
      return;
    }
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!config[key]) {
        context.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
      }
    }
    // The local Stripe server's development secret (npm start's default) is public knowledge.
    refuseDefaultSecrets(config, context, {
      secrets: {
        STRIPE_WEBHOOK_SECRET: {
          value: config.STRIPE_WEBHOOK_SECRET,
          defaults: ['whsec_local_stripe_mithaq_development_only'],
        },
      },
    });
    if (config.STRIPE_API_HOST) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_API_HOST'],
        message: 'the local Stripe server is for development and tests only',
      });
    }
  })
  .transform((config) => ({
    ...config,
    /** Whether the service can take payments at all. */
    paymentsEnabled: config.STRIPE_SECRET_KEY !== null && config.STRIPE_WEBHOOK_SECRET !== null,
    /** Whether the SDK points at the local Stripe-compatible server. */
    localStripe: config.STRIPE_API_HOST !== null,
  }));
export type BillingEnv = z.output<typeof billingEnvSchema>;

export const loadBillingConfig = (source: NodeJS.ProcessEnv = process.env): BillingEnv => {
  const config = loadConfig(billingEnvSchema, source);
  if (config.STRIPE_SECRET_KEY && !/^(sk|rk)_(test|live)_/.test(config.STRIPE_SECRET_KEY)) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY: is not a Stripe key');
  }
  return config;
};

export const BILLING_CONFIG = Symbol('BILLING_CONFIG');
export const InjectBillingConfig = (): ParameterDecorator => Inject(BILLING_CONFIG);

/** Makes the billing config, read once at boot, injectable everywhere in the service. */
@Global()
@Module({})
export class BillingConfigModule {
  static forRoot(config: BillingEnv): DynamicModule {
    return {
      module: BillingConfigModule,
      providers: [{ provide: BILLING_CONFIG, useValue: config }],
      exports: [BILLING_CONFIG],
    };
  }
}
