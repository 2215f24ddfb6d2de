import { Controller } from '@nestjs/common';
import { RpcClient } from '@mithaq/bus';
import {
  ProfileRoutes,
  ProfileRpc,
  type Questionnaire,
  type QuestionnaireReviewItem,
  type RouteInput,
} from '@mithaq/contracts';
import { In, Route } from '../http/route';

const R = ProfileRoutes;

/** The member's own questionnaire; the routes let only its owner (or, to read, an admin) in. */
@Controller()
export class QuestionnaireController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.getQuestionnaire)
  get(@In() { actor, params }: RouteInput<typeof R.getQuestionnaire>): Promise<Questionnaire> {
    return this.rpc.call(ProfileRpc.getQuestionnaire, params, actor);
  }

  @Route(R.submitQuestionnaire)
  submit(@In() { actor, body }: RouteInput<typeof R.submitQuestionnaire>): Promise<Questionnaire> {
    const { userId, ...answers } = body;
    return this.rpc.call(ProfileRpc.submitQuestionnaire, { userId, answers }, actor);
  }

  @Route(R.updateQuestionnaire)
  update(
    @In() { actor, params, body }: RouteInput<typeof R.updateQuestionnaire>,
  ): Promise<Questionnaire> {
    // The owner is the path's; a userId repeated in the body is not an answer.
    const { userId: _sameUser, ...answers } = body;
    return this.rpc.call(ProfileRpc.updateQuestionnaire, { userId: params.userId, answers }, actor);
  }
}

@Controller()
export class AdminQuestionnaireController {
  constructor(private readonly rpc: RpcClient) {}

  @Route(R.listReviews)
  list(
    @In() { actor, query }: RouteInput<typeof R.listReviews>,
  ): Promise<QuestionnaireReviewItem[]> {
    return this.rpc.call(ProfileRpc.listQuestionnaireReviews, query, actor);
  }

  @Route(R.adminGetQuestionnaire)
  get(@In() { actor, params }: RouteInput<typeof R.adminGetQuestionnaire>): Promise<Questionnaire> {
    return this.rpc.call(ProfileRpc.getQuestionnaire, params, actor);
  }

  @Route(R.approveQuestionnaire)
  approve(
    @In() { actor, params }: RouteInput<typeof R.approveQuestionnaire>,
  ): Promise<Questionnaire> {
    return this.rpc.call(ProfileRpc.approveQuestionnaire, params, actor);
  }

  @Route(R.rejectQuestionnaire)
  reject(
    @In() { actor, params, body }: RouteInput<typeof R.rejectQuestionnaire>,
  ): Promise<Questionnaire> {
    return this.rpc.call(
      ProfileRpc.rejectQuestionnaire,
      { userId: params.userId, reason: body.reason },
      actor,
    );
  }
}
