import { RpcHandler, type RpcInput, type RpcInputOf } from '@mithaq/bus';
import {
  Access,
  CourseRpc,
  type CourseBooking,
  type CourseCertification,
  type CourseUser,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { CertificationService } from './certification.service';

@Controller()
export class CertificationRpc {
  constructor(private readonly certification: CertificationService) {}

  @RpcHandler(CourseRpc.certification, { access: Access.SelfOrAdmin, owner: 'userId' })
  get({ data }: RpcInput<{ userId: string }>): Promise<CourseCertification> {
    return this.certification.certification(data.userId);
  }

  @RpcHandler(CourseRpc.courseUsers, { access: Access.Admin })
  courseUsers(): Promise<CourseUser[]> {
    return this.certification.courseUsers();
  }

  @RpcHandler(CourseRpc.markAttendance, { access: Access.Admin })
  markAttendance({ data }: RpcInputOf<typeof CourseRpc.markAttendance>): Promise<CourseBooking> {
    return this.certification.markAttendance(data.bookingId, data.attended);
  }

  @RpcHandler(CourseRpc.completeCourse, { access: Access.Admin })
  complete({ data }: RpcInput<{ userId: string }>): Promise<CourseCertification> {
    return this.certification.complete(data.userId);
  }
}
