import type { Questionnaire } from '@mithaq/contracts';
import { api } from '../../../lib/api';
import type {
  AdminUser,
  AdminUsersPage,
  AdminUsersQuery,
  BulkAction,
  BulkApprovalReply,
  ChangePasswordRequest,
  DeletedUserReply,
  QuestionnaireReviewFilter,
  QuestionnaireReviewItem,
} from './admin-types';

const idPath = (id: string): string => encodeURIComponent(id);

/** Every change to an account refreshes the lists and the dashboard counters. */
const accountChanged = ['PendingApprovals', 'AdminUsers', 'AdminStats'] as const;

/**
 * Approvals, users and questionnaire review (issue 4). The tag types are added here, so the
 * shared slice stays untouched.
 */
export const usersAdminApi = api
  .enhanceEndpoints({ addTagTypes: ['PendingApprovals', 'AdminUsers', 'QuestionnaireReviews'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminPendingApprovals: build.query<AdminUser[], void>({
        query: () => 'api/admin/pending-approvals',
        providesTags: ['PendingApprovals'],
      }),
      adminApproveUser: build.mutation<AdminUser, string>({
        query: (id) => ({ url: `api/admin/approve-user/${idPath(id)}`, method: 'POST' }),
        invalidatesTags: [...accountChanged],
      }),
      adminRejectUser: build.mutation<AdminUser, string>({
        query: (id) => ({ url: `api/admin/reject-user/${idPath(id)}`, method: 'POST' }),
        invalidatesTags: [...accountChanged],
      }),
      adminBulkApproval: build.mutation<
        BulkApprovalReply,
        { userIds: string[]; action: BulkAction }
      >({
        query: (body) => ({ url: 'api/admin/users/bulk-approval', method: 'POST', body }),
        invalidatesTags: [...accountChanged],
      }),
      adminUsers: build.query<AdminUsersPage, AdminUsersQuery>({
        query: ({ page, pageSize, search }) => ({
          url: 'api/admin/users',
          params: { page, pageSize, ...(search ? { search } : {}) },
        }),
        providesTags: ['AdminUsers'],
      }),
      adminChangePassword: build.mutation<{ message: string }, ChangePasswordRequest>({
        query: ({ id, ...body }) => ({
          url: `api/admin/users/${idPath(id)}/change-password`,
          method: 'POST',
          body,
        }),
      }),
      adminDeleteUser: build.mutation<DeletedUserReply, string>({
        query: (id) => ({ url: `api/admin/users/${idPath(id)}`, method: 'DELETE' }),
        invalidatesTags: [...accountChanged, 'QuestionnaireReviews'],
      }),
      adminQuestionnaireApprovals: build.query<
        QuestionnaireReviewItem[],
        QuestionnaireReviewFilter
      >({
        query: (status) => ({ url: 'api/admin/questionnaire-approvals', params: { status } }),
        providesTags: ['QuestionnaireReviews'],
      }),
      adminQuestionnaire: build.query<Questionnaire, string>({
        query: (userId) => `api/admin/questionnaire/${idPath(userId)}`,
        providesTags: ['QuestionnaireReviews'],
      }),
      adminApproveQuestionnaire: build.mutation<Questionnaire, string>({
        query: (userId) => ({
          url: `api/admin/questionnaires/${idPath(userId)}/approve`,
          method: 'POST',
        }),
        invalidatesTags: ['QuestionnaireReviews'],
      }),
      adminRejectQuestionnaire: build.mutation<Questionnaire, { userId: string; reason: string }>({
        query: ({ userId, reason }) => ({
          url: `api/admin/questionnaires/${idPath(userId)}/reject`,
          method: 'POST',
          body: { reason },
        }),
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
