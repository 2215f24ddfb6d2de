import { z } from 'zod';
import { userIdSchema } from '../identity/schemas';
import { defineRpc, ServiceName, type PingReply } from '../rpc';
import {
  bookingIdParams,
  courseAttendanceSchema,
  createCourseBookingSchema,
  createCourseSessionSchema,
  serviceIdParams,
  servicesCheckoutSchema,
  sessionIdParams,
  updateCourseSessionSchema,
  updateServiceItemSchema,
} from './schemas';
import type {
  CourseBooking,
  CourseBookingCheckout,
  CourseCertification,
  CourseSession,
  CourseUser,
  ServiceBooking,
  ServiceItem,
  ServicesCheckout,
} from './types';

export * from './schemas';
export type * from './types';
export type * from './events';

const rpc = (pattern: string) => `${ServiceName.Course}.${pattern}`;
const none = z.object({}).strict();

/** The course service's calls; the gateway passes the session's actor with each. */
export const CourseRpc = {
  ping: defineRpc<PingReply>()(ServiceName.Course, rpc('ping'), z.object({})),
  availableSessions: defineRpc<CourseSession[]>()(
    ServiceName.Course,
    rpc('session.available'),
    none,
  ),
  myBookings: defineRpc<CourseBooking[]>()(ServiceName.Course, rpc('booking.mine'), none),
  createBooking: defineRpc<CourseBookingCheckout>()(
    ServiceName.Course,
    rpc('booking.create'),
    createCourseBookingSchema,
  ),
  adminSessions: defineRpc<CourseSession[]>()(ServiceName.Course, rpc('admin.session.list'), none),
  createSession: defineRpc<CourseSession>()(
    ServiceName.Course,
    rpc('admin.session.create'),
    createCourseSessionSchema,
  ),
  updateSession: defineRpc<CourseSession>()(
    ServiceName.Course,
    rpc('admin.session.update'),
    z
      .object({ sessionId: sessionIdParams.shape.sessionId, changes: updateCourseSessionSchema })
      .strict(),
  ),
  courseUsers: defineRpc<CourseUser[]>()(ServiceName.Course, rpc('admin.user.list'), none),
  markAttendance: defineRpc<CourseBooking>()(
    ServiceName.Course,
    rpc('admin.booking.attendance'),
    bookingIdParams.extend(courseAttendanceSchema.shape),
  ),
  completeCourse: defineRpc<CourseCertification>()(
    ServiceName.Course,
    rpc('admin.user.complete'),
    z.object({ userId: userIdSchema }).strict(),
  ),
  /** A member's certification (other services and the SPA's user read it). */
  certification: defineRpc<CourseCertification>()(
    ServiceName.Course,
    rpc('certification.get'),
    z.object({ userId: userIdSchema }).strict(),
  ),
  listServices: defineRpc<ServiceItem[]>()(ServiceName.Course, rpc('service.list'), none),
  servicesCheckout: defineRpc<ServicesCheckout>()(
    ServiceName.Course,
    rpc('service.checkout'),
    servicesCheckoutSchema,
  ),
  adminServices: defineRpc<ServiceItem[]>()(ServiceName.Course, rpc('admin.service.list'), none),
  updateService: defineRpc<ServiceItem>()(
    ServiceName.Course,
    rpc('admin.service.update'),
    z
      .object({ serviceId: serviceIdParams.shape.serviceId, changes: updateServiceItemSchema })
      .strict(),
  ),
  serviceBookings: defineRpc<ServiceBooking[]>()(
    ServiceName.Course,
    rpc('admin.service-booking.list'),
    none,
  ),
} as const;
