import { env, loadConfig } from '@mithaq/config';
import { COURSE_HOLD_MINUTES } from '@mithaq/contracts';
import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import { z } from 'zod';

/** The course service's own settings, on top of the shared service config. */
export const courseEnvSchema = z.object({
  /** How long an unpaid booking holds its seat. */
  COURSE_HOLD_MINUTES: env.int(COURSE_HOLD_MINUTES, 1),
  /** How often holds past their expiry are looked for and released. */
  COURSE_HOLD_SWEEP_MS: env.int(30_000, 100),
  /** Named in the confirmation emails. */
  SITE_NAME: z.string().min(1).default('Mithaq'),
});
export type CourseConfig = z.output<typeof courseEnvSchema>;

export const loadCourseConfig = (source: NodeJS.ProcessEnv = process.env): CourseConfig =>
  loadConfig(courseEnvSchema, source);

export const COURSE_CONFIG = Symbol('COURSE_CONFIG');
export const InjectCourseConfig = (): ParameterDecorator => Inject(COURSE_CONFIG);

/** Makes the course config, read once at boot, injectable everywhere in the service. */
@Global()
@Module({})
export class CourseConfigModule {
  static forRoot(config: CourseConfig): DynamicModule {
    return {
      module: CourseConfigModule,
      providers: [{ provide: COURSE_CONFIG, useValue: config }],
      exports: [COURSE_CONFIG],
    };
  }
}
