import { env, loadConfig } from '@mithaq/config';
import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import { z } from 'zod';

/**
 * The development master key. Anyone can read it here, so it protects nothing: production
 * refuses to start with it.
 */
export const DEV_DOCUMENTS_MASTER_KEY = 'bWl0aGFxLWRldmVsb3BtZW50LWRvY3VtZW50cy1rZXk=';

const MASTER_KEY_BYTES = 32;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The decoded master key, or null when the text is not base64 of exactly 32 bytes. */
export const decodeMasterKey = (text: string): Buffer | null => {
  const trimmed = text.trim();
  if (trimmed.length % 4 !== 0 || !BASE64.test(trimmed)) {
    return null;
  }
  const key = Buffer.from(trimmed, 'base64');
  return key.length === MASTER_KEY_BYTES ? key : null;
};

/** The documents feature's settings, on top of the shared service config. */
export const documentsEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Wraps each document's own data key (AES-256-GCM): base64 of 32 random bytes. */
    DOCUMENTS_MASTER_KEY: z.string().default(DEV_DOCUMENTS_MASTER_KEY),
    /** How often files past their deletion date are deleted. */
    DOCUMENTS_SWEEP_MS: env.int(60 * 60 * 1000, 50),
  })
  .superRefine((config, context) => {
    if (!decodeMasterKey(config.DOCUMENTS_MASTER_KEY)) {
      context.addIssue({
        code: 'custom',
        path: ['DOCUMENTS_MASTER_KEY'],
        message: 'must be base64 of 32 random bytes',
      });
    }
    if (
      config.NODE_ENV === 'production' &&
      config.DOCUMENTS_MASTER_KEY === DEV_DOCUMENTS_MASTER_KEY
    ) {
      context.addIssue({
        code: 'custom',
        path: ['DOCUMENTS_MASTER_KEY'],
        message: 'must be set to a key of your own in production (the default is refused)',
      });
    }
  })
  .transform(({ DOCUMENTS_MASTER_KEY, ...rest }) => ({
    ...rest,
    masterKey: decodeMasterKey(DOCUMENTS_MASTER_KEY) ?? Buffer.alloc(0),
  }));
export type DocumentsConfig = z.output<typeof documentsEnvSchema>;

export const loadDocumentsConfig = (source: NodeJS.ProcessEnv = process.env): DocumentsConfig =>
  loadConfig(documentsEnvSchema, source);

export const DOCUMENTS_CONFIG = Symbol('DOCUMENTS_CONFIG');
export const InjectDocumentsConfig = (): ParameterDecorator => Inject(DOCUMENTS_CONFIG);

/** Makes the documents config, read once at boot, injectable everywhere in the service. */
@Global()
@Module({})
export class DocumentsConfigModule {
  static forRoot(config: DocumentsConfig): DynamicModule {
    return {
      module: DocumentsConfigModule,
      providers: [{ provide: DOCUMENTS_CONFIG, useValue: config }],
      exports: [DOCUMENTS_CONFIG],
    };
  }
}
