import { MessagingRoutes, type NotificationPreferences, type RouteReply } from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest } from '../../../lib/route-request';

const routes = MessagingRoutes;

/** Which transactional emails the member receives. */
export const notificationPreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationPreferences: build.query<
      RouteReply<typeof routes.getNotificationPreferences>,
      void
    >({
      query: () => routeRequest(routes.getNotificationPreferences),
      providesTags: ['NotificationPreferences'],
    }),
    updateNotificationPreferences: build.mutation<
      RouteReply<typeof routes.updateNotificationPreferences>,
      NotificationPreferences
    >({
      query: (body) => routeRequest(routes.updateNotificationPreferences, { body }),
      // The reply is the stored preferences: it replaces the cached ones.
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          void dispatch(
            notificationPreferencesApi.util.upsertQueryData(
              'getNotificationPreferences',
              undefined,
              data,
            ),
          );
        } catch {
          // The card shows the failure and puts the switch back.
        }
      },
    }),
  }),
});

export const { useGetNotificationPreferencesQuery, useUpdateNotificationPreferencesMutation } =
  notificationPreferencesApi;
