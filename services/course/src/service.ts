import { CourseRpc, ServiceName } from '@mithaq/contracts';
import type { ServiceDefinition } from '@mithaq/service-kit';
import { Module } from '@nestjs/common';
import { CourseConfigModule, type CourseConfig } from './config';
import { CourseFeaturesModule } from './course.module';
import { courseMigrations } from './migrations';

/** The course service with its own config (hold length, sweep interval) given at boot. */
export const createCourseService = (config: CourseConfig): ServiceDefinition => {
  @Module({ imports: [CourseConfigModule.forRoot(config), CourseFeaturesModule] })
  class CourseModule {}

  return {
    service: ServiceName.Course,
    ping: CourseRpc.ping,
    module: CourseModule,
    entities: [],
    migrations: courseMigrations,
  };
};
