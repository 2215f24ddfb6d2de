import { z } from 'zod';
import { Access } from '../access';
import { defineRoute } from '../http/route';
import type { CurrentUser } from '../user';
import { updateUserSchema } from '../user';
import {
  adminUserListQuerySchema,
  bulkApprovalSchema,
  changePasswordSchema,
  type AdminUser,
  type BulkApprovalResult,
  type Page,
} from './admin';
import type { AccountCounts } from './rpc';
import { loginSchema, registerSchema, userIdSchema } from './schemas';
import type { LoginReply } from './two-factor';

const userIdParams = z.object({ id: userIdSchema }).strict();

/** Signing in and out, the current user, and the admin user management pages. */
export const IdentityRoutes = {
  csrfToken: defineRoute<{ csrfToken: string }>()({
    method: 'GET',
    path: '/api/csrf-token',
    access: Access.Visitor,
    tag: 'session',
    summary: 'The CSRF token of this session, for the X-CSRF-Token header',
  }),
  login: defineRoute<LoginReply>()({
    method: 'POST',
    path: '/api/login',
    access: Access.Visitor,
    body: loginSchema,
    status: 200,
    tag: 'session',
    summary:
      'Sign in with a username or email address and a password (an account with two-factor sign-in on gets a challenge for the second step instead of a session)',
  }),
  register: defineRoute<{ message: string }>()({
    method: 'POST',
    path: '/api/register',
    access: Access.Visitor,
    body: registerSchema,
    status: 201,
    tag: 'session',
    summary:
      'Create an account and email a verification link (the same answer for an address already registered; does not sign in)',
  }),
  logout: defineRoute<{ message: string }>()({
    method: 'POST',
    path: '/api/logout',
    access: Access.Visitor,
    status: 200,
    tag: 'session',
    summary: 'End the session',
  }),
  currentUser: defineRoute<CurrentUser>()({
    method: 'GET',
    path: '/api/user',
    access: Access.SignedIn,
    tag: 'session',
    summary: 'The signed-in user (401 when signed out)',
  }),
  updateUser: defineRoute<CurrentUser>()({
    method: 'PATCH',
    path: '/api/users/:id',
    access: Access.Self,
    owner: { in: 'params', key: 'id' },
    params: userIdParams,
    body: updateUserSchema,
    tag: 'users',
    summary: 'Update your own profile fields and/or marketing consent',
  }),
  adminStats: defineRoute<AccountCounts>()({
    method: 'GET',
    path: '/api/admin/stats',
    access: Access.Admin,
    tag: 'admin',
    summary: 'Dashboard counters: total users and pending approvals',
  }),
  pendingApprovals: defineRoute<AdminUser[]>()({
    method: 'GET',
    path: '/api/admin/pending-approvals',
    access: Access.Admin,
    tag: 'admin',
    summary: 'Accounts awaiting approval, oldest first',
  }),
  approveUser: defineRoute<AdminUser>()({
    method: 'POST',
    path: '/api/admin/approve-user/:id',
    access: Access.Admin,
    params: userIdParams,
    status: 200,
    tag: 'admin',
    summary: 'Approve an account (already approved: unchanged)',
  }),
  rejectUser: defineRoute<AdminUser>()({
    method: 'POST',
    path: '/api/admin/reject-user/:id',
    access: Access.Admin,
    params: userIdParams,
    status: 200,
    tag: 'admin',
    summary: 'Reject an account',
  }),
  bulkApproval: defineRoute<BulkApprovalResult<AdminUser>>()({
    method: 'POST',
    path: '/api/admin/users/bulk-approval',
    access: Access.Admin,
    body: bulkApprovalSchema,
    status: 200,
    tag: 'admin',
    summary: 'Approve or reject up to 100 accounts at once',
  }),
  listUsers: defineRoute<Page<AdminUser>>()({
    method: 'GET',
    path: '/api/admin/users',
    access: Access.Admin,
    query: adminUserListQuerySchema,
    tag: 'admin',
    summary: 'All users, newest first, paginated and searchable',
  }),
  changePassword: defineRoute<{ message: string }>()({
    method: 'POST',
    path: '/api/admin/users/:id/change-password',
    access: Access.Admin,
    params: userIdParams,
    body: changePasswordSchema,
    status: 200,
    tag: 'admin',
    summary: "Set a member's password and end all their sessions",
  }),
  deleteUser: defineRoute<{ deleted: true; id: string }>()({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    access: Access.Admin,
    params: userIdParams,
    tag: 'admin',
    summary: 'Delete an account everywhere and end its sessions',
  }),
} as const;
