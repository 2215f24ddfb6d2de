import { CourseRoutes, type RouteReply } from '@mithaq/contracts';
import { api, listTags } from '../../../lib/api';
import { routeRequest, type RouteBody } from '../../../lib/route-request';

const routes = CourseRoutes;

/** Course sessions, course users and certification, the services catalogue and its orders. */
export const courseAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCourseSessions: build.query<RouteReply<typeof routes.adminSessions>, void>({
      query: () => routeRequest(routes.adminSessions),
      providesTags: (sessions) => listTags('CourseSessions', sessions),
    }),
    adminCreateCourseSession: build.mutation<
      RouteReply<typeof routes.createSession>,
      RouteBody<typeof routes.createSession>
    >({
      query: (body) => routeRequest(routes.createSession, { body }),
      invalidatesTags: ['CourseSessions'],
    }),
    adminUpdateCourseSession: build.mutation<
      RouteReply<typeof routes.updateSession>,
      RouteBody<typeof routes.updateSession> & { sessionId: string }
    >({
      query: ({ sessionId, ...body }) =>
        routeRequest(routes.updateSession, { params: { sessionId }, body }),
      invalidatesTags: ['CourseSessions'],
    }),
    adminCourseUsers: build.query<RouteReply<typeof routes.courseUsers>, void>({
      query: () => routeRequest(routes.courseUsers),
      providesTags: ['CourseUsers'],
    }),
    adminMarkAttendance: build.mutation<
      RouteReply<typeof routes.markAttendance>,
      { bookingId: string; attended: boolean }
    >({
      query: ({ bookingId, attended }) =>
        routeRequest(routes.markAttendance, { params: { bookingId }, body: { attended } }),
      invalidatesTags: ['CourseUsers', 'CourseBookings'],
    }),
    adminCompleteCourse: build.mutation<RouteReply<typeof routes.completeCourse>, string>({
      query: (userId) => routeRequest(routes.completeCourse, { params: { userId } }),
      // The member's user record and their matches' badges change with it.
      invalidatesTags: ['CourseUsers', 'AdminUsers', 'CurrentUser', 'Matches'],
    }),
    adminServices: build.query<RouteReply<typeof routes.adminServices>, void>({
      query: () => routeRequest(routes.adminServices),
      providesTags: (items) => listTags('Services', items),
    }),
    adminUpdateService: build.mutation<
      RouteReply<typeof routes.updateService>,
      RouteBody<typeof routes.updateService> & { serviceId: string }
    >({
      query: ({ serviceId, ...body }) =>
        routeRequest(routes.updateService, { params: { serviceId }, body }),
      invalidatesTags: ['Services'],
    }),
    adminServiceBookings: build.query<RouteReply<typeof routes.serviceBookings>, void>({
      query: () => routeRequest(routes.serviceBookings),
      providesTags: ['ServiceBookings'],
    }),
  }),
});

export const {
  useAdminCourseSessionsQuery,
  useAdminCreateCourseSessionMutation,
  useAdminUpdateCourseSessionMutation,
  useAdminCourseUsersQuery,
  useAdminMarkAttendanceMutation,
  useAdminCompleteCourseMutation,
  useAdminServicesQuery,
  useAdminUpdateServiceMutation,
  useAdminServiceBookingsQuery,
} = courseAdminApi;
