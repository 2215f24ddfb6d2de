import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RpcClient } from '@mithaq/bus';
import {
  DomainError,
  ErrorCode,
  parseOrThrow,
  ProfileRpc,
  questionnaireAnswersInputSchema,
  questionnaireReviewQuerySchema,
  rejectQuestionnaireSchema,
  Role,
  userIdSchema,
  type Actor,
  type Questionnaire,
  type QuestionnaireReviewItem,
} from '@mithaq/contracts';
import { z } from 'zod';
import { CurrentActor, Roles } from '../auth/decorators';
import { bodySchemaOf } from '../docs/schema';

/** POST body: the answers plus the member they belong to (checked against the session). */
const submitBodySchema = questionnaireAnswersInputSchema.and(z.object({ userId: userIdSchema }));

@ApiTags('questionnaire')
@Controller('api/questionnaire')
export class QuestionnaireController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':userId')
  @ApiOperation({ summary: 'A questionnaire: your own, or any for an admin (404 before one)' })
  get(@CurrentActor() actor: Actor, @Param('userId') userId: string): Promise<Questionnaire> {
    return this.rpc.call(
      ProfileRpc.getQuestionnaire,
      { userId: parseOrThrow(userIdSchema, userId) },
      actor,
    );
  }

  @Post()
  @ApiOperation({ summary: 'Submit your questionnaire once (409 when already submitted)' })
  @ApiBody({ schema: bodySchemaOf(submitBodySchema) })
  submit(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<Questionnaire> {
    const { userId, ...answers } = parseOrThrow(submitBodySchema, body);
    if (userId !== actor.userId) {
      throw new DomainError(ErrorCode.Forbidden, 'You can only submit your own questionnaire');
    }
    return this.rpc.call(ProfileRpc.submitQuestionnaire, { userId, answers }, actor);
  }

  @Patch(':userId')
  @ApiOperation({ summary: 'Replace your questionnaire answers (approved stays approved)' })
  update(
    @CurrentActor() actor: Actor,
    @Param('userId') userId: string,
    @Body() body: unknown,
  ): Promise<Questionnaire> {
    const id = parseOrThrow(userIdSchema, userId);
    if (id !== actor.userId) {
      throw new DomainError(ErrorCode.Forbidden, 'You can only change your own questionnaire');
    }
    const { userId: _sameUser, ...answers } = parseOrThrow(questionnaireAnswersInputSchema, body);
    return this.rpc.call(ProfileRpc.updateQuestionnaire, { userId: id, answers }, actor);
  }
}

@ApiTags('admin')
@Controller('api/admin')
@Roles(Role.Admin)
export class AdminQuestionnaireController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('questionnaire-approvals')
  @ApiOperation({ summary: 'Questionnaires by review state (default pending, incl. re-review)' })
  @ApiQuery({ name: 'status', required: false, enum: ['pending', 'approved', 'rejected', 'all'] })
  list(
    @CurrentActor() actor: Actor,
    @Query('status') status?: string,
  ): Promise<QuestionnaireReviewItem[]> {
    return this.rpc.call(
      ProfileRpc.listQuestionnaireReviews,
      parseOrThrow(questionnaireReviewQuerySchema, { status }),
      actor,
    );
  }

  @Get('questionnaire/:userId')
  @ApiOperation({ summary: "A member's questionnaire" })
  get(@CurrentActor() actor: Actor, @Param('userId') userId: string): Promise<Questionnaire> {
    return this.rpc.call(
      ProfileRpc.getQuestionnaire,
      { userId: parseOrThrow(userIdSchema, userId) },
      actor,
    );
  }

  // 200, not 201: a review changes an existing questionnaire.
  @Post('questionnaires/:userId/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a questionnaire (clears a re-review flag)' })
  approve(@CurrentActor() actor: Actor, @Param('userId') userId: string): Promise<Questionnaire> {
    return this.rpc.call(
      ProfileRpc.approveQuestionnaire,
      { userId: parseOrThrow(userIdSchema, userId) },
      actor,
    );
  }

  @Post('questionnaires/:userId/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a questionnaire with a reason (3–500 characters)' })
  @ApiBody({ schema: bodySchemaOf(rejectQuestionnaireSchema) })
  reject(
    @CurrentActor() actor: Actor,
    @Param('userId') userId: string,
    @Body() body: unknown,
  ): Promise<Questionnaire> {
    const { reason } = parseOrThrow(rejectQuestionnaireSchema, body);
    return this.rpc.call(
      ProfileRpc.rejectQuestionnaire,
      { userId: parseOrThrow(userIdSchema, userId), reason },
      actor,
    );
  }
}
