import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  adminUserListQuerySchema,
  bulkApprovalSchema,
  changePasswordSchema,
  parseOrThrow,
  Role,
  userIdSchema,
  type Actor,
  type AdminUser,
  type BulkApprovalResult,
  type Page,
} from '@mithaq/contracts';
import { CurrentActor, Roles } from '../auth/decorators';
import { bodySchemaOf } from '../docs/schema';
import { AdminUsersGateway } from './admin-users.gateway';

@ApiTags('admin')
@Controller('api/admin')
@Roles(Role.Admin)
export class AdminUsersController {
  constructor(private readonly users: AdminUsersGateway) {}

  @Get('pending-approvals')
  @ApiOperation({ summary: 'Accounts awaiting approval, oldest first' })
  pending(@CurrentActor() actor: Actor): Promise<AdminUser[]> {
    return this.users.pending(actor);
  }

  @Post('approve-user/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve an account (already approved: unchanged)' })
  approve(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<AdminUser> {
    return this.users.setApproval(actor, parseOrThrow(userIdSchema, id), 'approve');
  }

  @Post('reject-user/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject an account' })
  reject(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<AdminUser> {
    return this.users.setApproval(actor, parseOrThrow(userIdSchema, id), 'reject');
  }

  @Post('users/bulk-approval')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve or reject up to 100 accounts at once' })
  @ApiBody({ schema: bodySchemaOf(bulkApprovalSchema) })
  bulk(
    @CurrentActor() actor: Actor,
    @Body() body: unknown,
  ): Promise<BulkApprovalResult<AdminUser>> {
    const { userIds, action } = parseOrThrow(bulkApprovalSchema, body);
    return this.users.bulkSetApproval(actor, userIds, action);
  }

  @Get('users')
  @ApiOperation({ summary: 'All users, newest first, paginated and searchable' })
  list(@CurrentActor() actor: Actor, @Query() query: unknown): Promise<Page<AdminUser>> {
    return this.users.list(actor, parseOrThrow(adminUserListQuerySchema, query));
  }

  @Post('users/:id/change-password')
  @HttpCode(200)
  @ApiOperation({ summary: "Set a member's password and end all their sessions" })
  @ApiBody({ schema: bodySchemaOf(changePasswordSchema) })
  async changePassword(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<{ message: string }> {
    const userId = parseOrThrow(userIdSchema, id);
    const { newPassword } = parseOrThrow(changePasswordSchema, body);
    await this.users.changePassword(actor, userId, newPassword);
    return { message: 'Password changed successfully' };
  }

  @Delete('users/:id')
  @ApiOperation({ summary: 'Delete an account everywhere and end its sessions' })
  delete(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
  ): Promise<{ deleted: true; id: string }> {
    return this.users.delete(actor, parseOrThrow(userIdSchema, id));
  }
}
