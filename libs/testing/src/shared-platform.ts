import type { LocalStripe } from '@mithaq/local-stripe';

/**
 * The running platform a test file shares with the other files of its tier. A file asks for it
 * with a `@platform shared` docblock, and e2e/platform-environment.cjs puts it here before the
 * file runs; a `new Platform()` without options then talks to it instead of starting its own.
 */
export interface SharedPlatform {
  tag: string;
  port: number;
  baseUrl: string;
  stripe: LocalStripe | null;
}
export const SHARED_PLATFORM_GLOBAL = '__mithaqSharedPlatform';
export const sharedPlatform = (): SharedPlatform | undefined =>
  (globalThis as Record<string, unknown>)[SHARED_PLATFORM_GLOBAL] as SharedPlatform | undefined;
