import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import {
  Access,
  ProfileRpc,
  type Questionnaire,
  type QuestionnaireReviewItem,
} from '@mithaq/contracts';
import { QuestionnairesService } from './questionnaires.service';

@Controller()
export class QuestionnairesRpc {
  constructor(private readonly questionnaires: QuestionnairesService) {}

  @RpcHandler(ProfileRpc.getQuestionnaire, { access: Access.SelfOrAdmin, owner: 'userId' })
  get({ data }: RpcInputOf<typeof ProfileRpc.getQuestionnaire>): Promise<Questionnaire> {
    return this.questionnaires.get(data.userId);
  }

  @RpcHandler(ProfileRpc.submitQuestionnaire, { access: Access.Self, owner: 'userId' })
  submit({ data }: RpcInputOf<typeof ProfileRpc.submitQuestionnaire>): Promise<Questionnaire> {
    return this.questionnaires.submit(data.userId, data.answers);
  }

  @RpcHandler(ProfileRpc.updateQuestionnaire, { access: Access.Self, owner: 'userId' })
  update({ data }: RpcInputOf<typeof ProfileRpc.updateQuestionnaire>): Promise<Questionnaire> {
    return this.questionnaires.update(data.userId, data.answers);
  }

  @RpcHandler(ProfileRpc.listQuestionnaireReviews, { access: Access.Admin })
  list({
    data,
  }: RpcInputOf<typeof ProfileRpc.listQuestionnaireReviews>): Promise<QuestionnaireReviewItem[]> {
    return this.questionnaires.listForReview(data.status);
  }

  @RpcHandler(ProfileRpc.approveQuestionnaire, { access: Access.Admin })
  approve({
    actor,
    data,
  }: RpcInputOf<
    typeof ProfileRpc.approveQuestionnaire,
    typeof Access.Admin
  >): Promise<Questionnaire> {
    return this.questionnaires.approve(actor, data.userId);
  }

  @RpcHandler(ProfileRpc.rejectQuestionnaire, { access: Access.Admin })
  reject({
    actor,
    data,
  }: RpcInputOf<
    typeof ProfileRpc.rejectQuestionnaire,
    typeof Access.Admin
  >): Promise<Questionnaire> {
    return this.questionnaires.reject(actor, data.userId, data.reason);
  }
}
