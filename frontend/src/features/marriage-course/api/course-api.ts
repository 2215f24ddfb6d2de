import { CourseRoutes, type RouteReply } from '@mithaq/contracts';
import { api, listTags } from '../../../lib/api';
import { routeRequest, type RouteBody } from '../../../lib/route-request';

const routes = CourseRoutes;

/** The course sessions open for booking, the member's bookings, and booking a seat. */
export const courseApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAvailableSessions: build.query<RouteReply<typeof routes.availableSessions>, void>({
      query: () => routeRequest(routes.availableSessions),
      providesTags: (sessions) => listTags('CourseSessions', sessions),
    }),
    getMyCourseBookings: build.query<RouteReply<typeof routes.myBookings>, void>({
      query: () => routeRequest(routes.myBookings),
      providesTags: (bookings) => listTags('CourseBookings', bookings),
    }),
    bookCourseSession: build.mutation<
      RouteReply<typeof routes.createBooking>,
      RouteBody<typeof routes.createBooking>
    >({
      query: (body) => routeRequest(routes.createBooking, { body }),
      invalidatesTags: ['CourseSessions', 'CourseBookings'],
    }),
  }),
});

export const {
  useGetAvailableSessionsQuery,
  useGetMyCourseBookingsQuery,
  useBookCourseSessionMutation,
} = courseApi;
