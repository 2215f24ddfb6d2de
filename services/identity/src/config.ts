import { loadConfig } from '@mithaq/config';
import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import { z } from 'zod';

/**
 * The development key for two-factor secrets. Anyone can read it here, so it protects nothing:
 * production refuses to start with it.
 */
export const DEV_TWO_FACTOR_KEY = 'bWl0aGFxLWRldmVsb3BtZW50LXR3by1mYWN0b3ItayE=';

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The decoded key, or null when the text is not base64 of exactly 32 bytes. */
export const decodeTwoFactorKey = (text: string): Buffer | null => {
  const trimmed = text.trim();
  if (trimmed.length % 4 !== 0 || !BASE64.test(trimmed)) {
    return null;
  }
  const key = Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : null;
};

/** The identity service's own settings, on top of the shared service config. */
export const identityEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Where members open the site: the links in password and verification emails start here. */
    PUBLIC_SITE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('http://localhost:3000')
      .transform((value) => value.replace(/\/+$/, '')),
    /**
     * Encrypts the admins' two-factor secrets at rest (AES-256-GCM) and keys the hashes of their
     * recovery codes: base64 of 32 random bytes.
     */
    TWO_FACTOR_KEY: z.string().default(DEV_TWO_FACTOR_KEY),
  })
  .superRefine((config, context) => {
    if (!decodeTwoFactorKey(config.TWO_FACTOR_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['TWO_FACTOR_KEY'],
        message: 'must be base64 of 32 random bytes',
      });
    }
    if (config.NODE_ENV === 'production' && config.TWO_FACTOR_KEY.trim() === DEV_TWO_FACTOR_KEY) {
      context.addIssue({
        code: 'custom',
        path: ['TWO_FACTOR_KEY'],
        message: 'must be set to a key of your own in production (the default is refused)',
      });
    }
  })
  .transform(({ TWO_FACTOR_KEY, ...rest }) => ({
    ...rest,
    twoFactorKey: decodeTwoFactorKey(TWO_FACTOR_KEY) ?? Buffer.alloc(0),
  }));
export type IdentityConfig = z.output<typeof identityEnvSchema>;

export const loadIdentityConfig = (source: NodeJS.ProcessEnv = process.env): IdentityConfig =>
  loadConfig(identityEnvSchema, source);

export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
export const InjectIdentityConfig = (): ParameterDecorator => Inject(IDENTITY_CONFIG);

/** Reads the identity config once at boot and makes it injectable in the service. */
@Global()
@Module({})
export class IdentityConfigModule {
  static forRoot(): DynamicModule {
    return {
      module: IdentityConfigModule,
      providers: [{ provide: IDENTITY_CONFIG, useFactory: () => loadIdentityConfig() }],
      exports: [IDENTITY_CONFIG],
    };
  }
}
