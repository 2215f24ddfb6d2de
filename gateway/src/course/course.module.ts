import { Module } from '@nestjs/common';
import { AdminCourseController, CourseController } from './course.controller';
import { AdminServicesController, ServicesController } from './services.controller';

/** Routes of the course service: the marriage course, the services catalogue and their admin tabs. */
@Module({
  controllers: [
    CourseController,
    AdminCourseController,
    ServicesController,
    AdminServicesController,
  ],
})
export class CourseGatewayModule {}
