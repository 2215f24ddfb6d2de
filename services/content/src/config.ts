import { env, loadConfig } from '@mithaq/config';
import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import { z } from 'zod';

/** The content service's own settings, on top of the shared service config (mail delivery). */
export const contentEnvSchema = z.object({
  // Empty counts as unset so `SMTP_HOST=` in an env file selects the outbox folder.
  SMTP_HOST: z
    .string()
    .optional()
    .transform((value) => (value ? value : null)),
  SMTP_PORT: env.int(587, 1),
  SMTP_SECURE: env.bool(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('Mithaq <no-reply@mithaq.local>'),
  MAIL_OUTBOX_DIR: z.string().min(1).default('var/outbox'),
  /** Delivery attempts per email before it is marked failed. */
  MAIL_ATTEMPTS: env.int(5, 1),
  /** First retry delay; each further retry doubles it. */
  MAIL_BACKOFF_MS: env.int(30_000, 1),
  /** How often queued rows that never reached the queue are looked for. */
  MAIL_SWEEP_INTERVAL_MS: env.int(60_000, 100),
  /** A row still queued this long after it was written is handed to the queue again. */
  MAIL_STALE_AFTER_MS: env.int(60_000, 0),
  /** SMTP connection, greeting and socket timeouts, so a silent server cannot hold a worker. */
  SMTP_TIMEOUT_MS: env.int(20_000, 100),
});
export type ContentConfig = z.output<typeof contentEnvSchema>;

export const loadContentConfig = (source: NodeJS.ProcessEnv = process.env): ContentConfig =>
  loadConfig(contentEnvSchema, source);

export const CONTENT_CONFIG = Symbol('CONTENT_CONFIG');
export const InjectContentConfig = (): ParameterDecorator => Inject(CONTENT_CONFIG);

/** Makes the content config, read once at boot, injectable everywhere in the service. */
@Global()
@Module({})
export class ContentConfigModule {
  static forRoot(config: ContentConfig): DynamicModule {
    return {
      module: ContentConfigModule,
      providers: [{ provide: CONTENT_CONFIG, useValue: config }],
      exports: [CONTENT_CONFIG],
    };
  }
}
