import { z } from 'zod';
import { Access } from '../access';
import { defineRoute } from '../http/route';
import { userIdSchema } from '../identity/schemas';
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

const userParams = z.object({ userId: userIdSchema }).strict();

/** The marriage course (sessions, bookings, certification) and the wedding-services catalogue. */
export const CourseRoutes = {
  availableSessions: defineRoute<CourseSession[]>()({
    method: 'GET',
    path: '/api/course-sessions/available',
    access: Access.Visitor,
    tag: 'course',
    summary: 'Active future course sessions with spots remaining, soonest first',
  }),
  myBookings: defineRoute<CourseBooking[]>()({
    method: 'GET',
    path: '/api/course-bookings/user',
    access: Access.SignedIn,
    tag: 'course',
    summary: 'Your course bookings (paid, and pending ones still holding a seat)',
  }),
  createBooking: defineRoute<CourseBookingCheckout>()({
    method: 'POST',
    path: '/api/course-bookings',
    access: Access.SignedIn,
    body: createCourseBookingSchema,
    tag: 'course',
    summary:
      'Hold a seat for 15 minutes and start its payment (priced from the session, one attendee)',
  }),

  adminSessions: defineRoute<CourseSession[]>()({
    method: 'GET',
    path: '/api/admin/course-sessions',
    access: Access.Admin,
    tag: 'admin',
    summary: 'Every course session, newest date first',
  }),
  createSession: defineRoute<CourseSession>()({
    method: 'POST',
    path: '/api/admin/create-course-session',
    access: Access.Admin,
    body: createCourseSessionSchema,
    tag: 'admin',
    summary: 'Schedule a course session (slots 1–100, price in pence)',
  }),
  updateSession: defineRoute<CourseSession>()({
    method: 'PATCH',
    path: '/api/admin/course-sessions/:sessionId',
    access: Access.Admin,
    params: sessionIdParams,
    body: updateCourseSessionSchema,
    tag: 'admin',
    summary: 'Edit, deactivate or reactivate a course session',
  }),
  courseUsers: defineRoute<CourseUser[]>()({
    method: 'GET',
    path: '/api/admin/course-users',
    access: Access.Admin,
    tag: 'admin',
    summary: 'Members who booked or completed the course, with their certification state',
  }),
  markAttendance: defineRoute<CourseBooking>()({
    method: 'POST',
    path: '/api/admin/course-bookings/:bookingId/attendance',
    access: Access.Admin,
    params: bookingIdParams,
    body: courseAttendanceSchema,
    status: 200,
    tag: 'admin',
    summary: 'Record whether the member attended a paid booking',
  }),
  completeCourse: defineRoute<CourseCertification>()({
    method: 'POST',
    path: '/api/admin/complete-course/:userId',
    access: Access.Admin,
    params: userParams,
    status: 200,
    tag: 'admin',
    summary: 'Mark the course completed and certified for a member',
  }),

  listServices: defineRoute<ServiceItem[]>()({
    method: 'GET',
    path: '/api/services',
    access: Access.Visitor,
    tag: 'services',
    summary: 'The wedding-services catalogue (active items, prices in pence)',
  }),
  servicesCheckout: defineRoute<ServicesCheckout>()({
    method: 'POST',
    path: '/api/services/checkout',
    access: Access.SignedIn,
    body: servicesCheckoutSchema,
    tag: 'services',
    summary: 'Price the selected services on the server and start their payment',
  }),
  adminServices: defineRoute<ServiceItem[]>()({
    method: 'GET',
    path: '/api/admin/services',
    access: Access.Admin,
    tag: 'admin',
    summary: 'Every catalogue item, active or not',
  }),
  updateService: defineRoute<ServiceItem>()({
    method: 'PATCH',
    path: '/api/admin/services/:serviceId',
    access: Access.Admin,
    params: serviceIdParams,
    body: updateServiceItemSchema,
    tag: 'admin',
    summary: "Change a catalogue item's text, price, package, Teesside mark or activation",
  }),
  serviceBookings: defineRoute<ServiceBooking[]>()({
    method: 'GET',
    path: '/api/admin/service-bookings',
    access: Access.Admin,
    tag: 'admin',
    summary: "Paid services orders with the member's contact, newest first",
  }),
} as const;
