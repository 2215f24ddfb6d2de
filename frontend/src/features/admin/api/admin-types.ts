import type {
  AdminUser,
  ApprovalAction,
  BulkApprovalResult,
  Page,
  QuestionnaireReviewStatus,
} from '@mithaq/contracts';

/** The reply shapes come from the contracts; these are the SPA's request and reply helpers. */
export type { AdminUser, QuestionnaireReviewItem } from '@mithaq/contracts';

export type AdminUsersPage = Page<AdminUser>;
export type BulkApprovalReply = BulkApprovalResult<AdminUser>;
export type BulkAction = ApprovalAction;

export interface AdminUsersQuery {
  page: number;
  pageSize: number;
  search?: string;
}

export interface ChangePasswordRequest {
  id: string;
  newPassword: string;
  confirmPassword: string;
}

export interface DeletedUserReply {
  deleted: true;
  id: string;
}

export type QuestionnaireReviewFilter = QuestionnaireReviewStatus | 'all';
