import {
  IdentityRoutes,
  ProfileRoutes,
  type AdminUserListQuery,
  type BulkApprovalRequest,
  type ChangePasswordRequest,
  type QuestionnaireReviewFilter,
  type RouteReply,
} from '@mithaq/contracts';
import { api } from '../../../lib/api';
import { routeRequest, type RouteBody } from '../../../lib/route-request';

const users = IdentityRoutes;
const reviews = ProfileRoutes;

/** Every change to an account refreshes the lists and the dashboard counters. */
const accountChanged = ['PendingApprovals', 'AdminUsers', 'AdminStats'] as const;

/** Approvals, users and questionnaire review. */
export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminPendingApprovals: build.query<RouteReply<typeof users.pendingApprovals>, void>({
      query: () => routeRequest(users.pendingApprovals),
      providesTags: ['PendingApprovals'],
    }),
    adminApproveUser: build.mutation<RouteReply<typeof users.approveUser>, string>({
      query: (id) => routeRequest(users.approveUser, { params: { id } }),
      invalidatesTags: [...accountChanged],
    }),
    adminRejectUser: build.mutation<RouteReply<typeof users.rejectUser>, string>({
      query: (id) => routeRequest(users.rejectUser, { params: { id } }),
      invalidatesTags: [...accountChanged],
    }),
    adminBulkApproval: build.mutation<RouteReply<typeof users.bulkApproval>, BulkApprovalRequest>({
      query: (body) => routeRequest(users.bulkApproval, { body }),
      invalidatesTags: [...accountChanged],
    }),
    adminUsers: build.query<RouteReply<typeof users.listUsers>, AdminUserListQuery>({
      query: ({ search, ...query }) =>
        routeRequest(users.listUsers, { query: { ...query, ...(search ? { search } : {}) } }),
      providesTags: ['AdminUsers'],
    }),
    adminChangePassword: build.mutation<
      RouteReply<typeof users.changePassword>,
      ChangePasswordRequest & { id: string }
    >({
      query: ({ id, ...body }) => routeRequest(users.changePassword, { params: { id }, body }),
    }),
    adminDeleteUser: build.mutation<RouteReply<typeof users.deleteUser>, string>({
      query: (id) => routeRequest(users.deleteUser, { params: { id } }),
      invalidatesTags: [...accountChanged, 'QuestionnaireReviews'],
    }),
    adminQuestionnaireApprovals: build.query<
      RouteReply<typeof reviews.listReviews>,
      QuestionnaireReviewFilter
    >({
      query: (status) => routeRequest(reviews.listReviews, { query: { status } }),
      providesTags: ['QuestionnaireReviews'],
    }),
    adminQuestionnaire: build.query<RouteReply<typeof reviews.adminGetQuestionnaire>, string>({
      query: (userId) => routeRequest(reviews.adminGetQuestionnaire, { params: { userId } }),
      providesTags: ['QuestionnaireReviews'],
    }),
    adminApproveQuestionnaire: build.mutation<
      RouteReply<typeof reviews.approveQuestionnaire>,
      string
    >({
      query: (userId) => routeRequest(reviews.approveQuestionnaire, { params: { userId } }),
      invalidatesTags: ['QuestionnaireReviews'],
    }),
    adminRejectQuestionnaire: build.mutation<
      RouteReply<typeof reviews.rejectQuestionnaire>,
      RouteBody<typeof reviews.rejectQuestionnaire> & { userId: string }
    >({
      query: ({ userId, ...body }) =>
        routeRequest(reviews.rejectQuestionnaire, { params: { userId }, body }),
      invalidatesTags: ['QuestionnaireReviews'],
    }),
  }),
});

export const {
  useAdminPendingApprovalsQuery,
  useAdminApproveUserMutation,
  useAdminRejectUserMutation,
  useAdminBulkApprovalMutation,
  useAdminUsersQuery,
  useAdminChangePasswordMutation,
  useAdminDeleteUserMutation,
  useAdminQuestionnaireApprovalsQuery,
  useAdminQuestionnaireQuery,
  useAdminApproveQuestionnaireMutation,
  useAdminRejectQuestionnaireMutation,
} = usersAdminApi;
