import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  CourseRoutes,
  CourseRpc,
  type CourseBooking,
  type CourseBookingCheckout,
  type CourseSession,
  type RouteInput,
} from '@mithaq/contracts';
import { In, Route } from '../http/route';

const R = CourseRoutes;

/** The marriage course page: open sessions, the member's bookings, booking a seat. */
@Controller()
export class CourseController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.availableSessions)
  available(): Promise<CourseSession[]> {
    return this.rpc.call(CourseRpc.availableSessions, {});
  }

  @Route(R.myBookings)
  myBookings(@In() { actor }: RouteInput<typeof R.myBookings>): Promise<CourseBooking[]> {
    return this.rpc.call(CourseRpc.myBookings, {}, actor);
  }

  @Route(R.createBooking)
  book(@In() { actor, body }: RouteInput<typeof R.createBooking>): Promise<CourseBookingCheckout> {
    return this.rpc.call(CourseRpc.createBooking, body, actor);
  }
}

/** The admin course tabs: scheduling sessions, course members, attendance and certification. */
@Controller()
export class AdminCourseController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.adminSessions)
  sessions(@In() { actor }: RouteInput<typeof R.adminSessions>): Promise<CourseSession[]> {
    return this.rpc.call(CourseRpc.adminSessions, {}, actor);
  }

  @Route(R.createSession)
  createSession(@In() { actor, body }: RouteInput<typeof R.createSession>): Promise<CourseSession> {
    return this.rpc.call(CourseRpc.createSession, body, actor);
  }

  @Route(R.updateSession)
  updateSession(
    @In() { actor, params, body }: RouteInput<typeof R.updateSession>,
  ): Promise<CourseSession> {
    return this.rpc.call(
      CourseRpc.updateSession,
      { sessionId: params.sessionId, changes: body },
      actor,
    );
  }

  @Route(R.courseUsers)
  courseUsers(@In() { actor }: RouteInput<typeof R.courseUsers>) {
    return this.rpc.call(CourseRpc.courseUsers, {}, actor);
  }

  @Route(R.markAttendance)
  markAttendance(
    @In() { actor, params, body }: RouteInput<typeof R.markAttendance>,
  ): Promise<CourseBooking> {
    return this.rpc.call(
      CourseRpc.markAttendance,
      { bookingId: params.bookingId, attended: body.attended },
      actor,
    );
  }

  @Route(R.completeCourse)
  completeCourse(@In() { actor, params }: RouteInput<typeof R.completeCourse>) {
    return this.rpc.call(CourseRpc.completeCourse, { userId: params.userId }, actor);
  }
}
