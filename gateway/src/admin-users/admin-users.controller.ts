import { Controller } from '@nestjs/common';
import {
  IdentityRoutes,
  type AdminUser,
  type BulkApprovalResult,
  type Page,
  type RouteInput,
} from '@mithaq/contracts';
import { In, Route } from '../http/route';
import { AdminUsersClient } from './admin-users.client';

const R = IdentityRoutes;

/** Approvals, the user list, password changes and deletion, for administrators. */
@Controller()
export class AdminUsersController {
  constructor(private readonly users: AdminUsersClient) {}

  @Route(R.pendingApprovals)
  pending(@In() { actor }: RouteInput<typeof R.pendingApprovals>): Promise<AdminUser[]> {
    return this.users.pending(actor);
  }

  @Route(R.approveUser)
  approve(@In() { actor, params }: RouteInput<typeof R.approveUser>): Promise<AdminUser> {
    return this.users.setApproval(actor, params.id, 'approve');
  }

  @Route(R.rejectUser)
  reject(@In() { actor, params }: RouteInput<typeof R.rejectUser>): Promise<AdminUser> {
    return this.users.setApproval(actor, params.id, 'reject');
  }

  @Route(R.bulkApproval)
  bulk(
    @In() { actor, body }: RouteInput<typeof R.bulkApproval>,
  ): Promise<BulkApprovalResult<AdminUser>> {
    return this.users.bulkSetApproval(actor, body.userIds, body.action);
  }

  @Route(R.listUsers)
  list(@In() { actor, query }: RouteInput<typeof R.listUsers>): Promise<Page<AdminUser>> {
    return this.users.list(actor, query);
  }

  @Route(R.changePassword)
  async changePassword(
    @In() { actor, params, body }: RouteInput<typeof R.changePassword>,
  ): Promise<{ message: string }> {
    await this.users.changePassword(actor, params.id, body.newPassword);
    return { message: 'Password changed successfully' };
  }

  @Route(R.deleteUser)
  delete(
    @In() { actor, params }: RouteInput<typeof R.deleteUser>,
  ): Promise<{ deleted: true; id: string }> {
    return this.users.delete(actor, params.id);
  }
}
