import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DomainError,
  ErrorCode,
  parseOrThrow,
  updateUserSchema,
  userIdSchema,
  type Actor,
  type CurrentUser,
} from '@mithaq/contracts';
import { CurrentActor } from '../auth/decorators';
import { bodySchemaOf } from '../docs/schema';
import { UsersGateway } from './users.gateway';

@ApiTags('users')
@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersGateway) {}

  @Patch(':id')
  @ApiOperation({ summary: 'Update your own profile fields and/or marketing consent' })
  @ApiBody({ schema: bodySchemaOf(updateUserSchema) })
  update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<CurrentUser> {
    const userId = parseOrThrow(userIdSchema, id);
    if (userId !== actor.userId) {
      throw new DomainError(ErrorCode.Forbidden, 'You can only change your own account');
    }
    return this.users.update(actor, userId, parseOrThrow(updateUserSchema, body));
  }
}
