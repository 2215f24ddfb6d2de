import {
  MessagingRoutes,
  type AllMessagesQuery,
  type MemberReportAction,
  type MessageReportAction,
  type RouteReply,
} from '@mithaq/contracts';
import { api, listTags } from '../../../lib/api';
import { routeRequest, type RouteQuery } from '../../../lib/route-request';

const routes = MessagingRoutes;

export type ReportStatusFilter = RouteQuery<typeof routes.adminReportedMessages>['status'];

/** Message moderation, member reports, the support inbox and the messaging audit log. */
export const messagingAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminMessagingStats: build.query<RouteReply<typeof routes.adminStats>, void>({
      query: () => routeRequest(routes.adminStats),
      providesTags: ['MessagingStats'],
    }),
    adminReportedMessages: build.query<
      RouteReply<typeof routes.adminReportedMessages>,
      ReportStatusFilter
    >({
      query: (status) => routeRequest(routes.adminReportedMessages, { query: { status } }),
      providesTags: (items) => listTags('MessageReports', items),
    }),
    adminActOnMessageReport: build.mutation<
      RouteReply<typeof routes.adminActOnMessageReport>,
      { id: string; action: MessageReportAction }
    >({
      query: ({ id, action }) =>
        routeRequest(routes.adminActOnMessageReport, { params: { id }, body: { action } }),
      invalidatesTags: [
        'MessageReports',
        'MessagingStats',
        'AdminMessages',
        'AdminConversation',
        'MessagingAudit',
        'AdminUsers',
      ],
    }),
    adminReportedMembers: build.query<
      RouteReply<typeof routes.adminReportedMembers>,
      ReportStatusFilter
    >({
      query: (status) => routeRequest(routes.adminReportedMembers, { query: { status } }),
      providesTags: (items) => listTags('MemberReports', items),
    }),
    adminActOnMemberReport: build.mutation<
      RouteReply<typeof routes.adminActOnMemberReport>,
      { id: string; action: MemberReportAction }
    >({
      query: ({ id, action }) =>
        routeRequest(routes.adminActOnMemberReport, { params: { id }, body: { action } }),
      invalidatesTags: ['MemberReports', 'MessagingStats', 'MessagingAudit', 'AdminUsers'],
    }),
    adminAllMessages: build.query<RouteReply<typeof routes.adminAllMessages>, AllMessagesQuery>({
      query: (query) => routeRequest(routes.adminAllMessages, { query }),
      providesTags: ['AdminMessages'],
    }),
    /** Every read is written to the audit log by the server: the log is refetched after it. */
    adminConversation: build.query<RouteReply<typeof routes.adminConversation>, string>({
      query: (conversationId) =>
        routeRequest(routes.adminConversation, { params: { conversationId } }),
      providesTags: (_conversation, _error, id) => [{ type: 'AdminConversation', id }],
      keepUnusedDataFor: 0,
      onQueryStarted: async (_id, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
          dispatch(api.util.invalidateTags(['MessagingAudit']));
        } catch {
          // The dialog shows the failure.
        }
      },
    }),
    adminSupportThreads: build.query<RouteReply<typeof routes.adminSupportThreads>, void>({
      query: () => routeRequest(routes.adminSupportThreads),
      providesTags: (items) => listTags('SupportThreads', items),
    }),
    adminSupportReply: build.mutation<
      RouteReply<typeof routes.adminSupportReply>,
      { conversationId: string; content: string }
    >({
      query: ({ conversationId, content }) =>
        routeRequest(routes.adminSupportReply, { params: { conversationId }, body: { content } }),
      invalidatesTags: (_reply, _error, { conversationId }) => [
        'SupportThreads',
        'AdminMessages',
        'MessagingAudit',
        { type: 'AdminConversation', id: conversationId },
      ],
    }),
    adminMessagingAudit: build.query<RouteReply<typeof routes.adminAuditLog>, void>({
      query: () => routeRequest(routes.adminAuditLog),
      providesTags: ['MessagingAudit'],
    }),
  }),
});

export const {
  useAdminMessagingStatsQuery,
  useAdminReportedMessagesQuery,
  useAdminActOnMessageReportMutation,
  useAdminReportedMembersQuery,
  useAdminActOnMemberReportMutation,
  useAdminAllMessagesQuery,
  useAdminConversationQuery,
  useAdminSupportThreadsQuery,
  useAdminSupportReplyMutation,
  useAdminMessagingAuditQuery,
} = messagingAdminApi;
