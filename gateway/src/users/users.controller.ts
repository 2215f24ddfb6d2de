import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DomainError,
  ErrorCode,
  parseOrThrow,
  updateConsentSchema,
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
  @ApiOperation({ summary: 'Update your own account (marketing consent)' })
  @ApiBody({ schema: bodySchemaOf(updateConsentSchema) })
  update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<CurrentUser> {
    const userId = parseOrThrow(userIdSchema, id);
    if (userId !== actor.userId) {
      throw new DomainError(ErrorCode.Forbidden, 'You can only change your own account');
    }
    const { marketingConsent } = parseOrThrow(updateConsentSchema, body);
    return this.users.updateConsent(actor, userId, marketingConsent);
  }
}
