import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, unwrap } from '@mithaq/bus';
import { ProfileRpc, type Questionnaire, type QuestionnaireReviewItem } from '@mithaq/contracts';
import { QuestionnairesService } from './questionnaires.service';

@Controller()
export class QuestionnairesRpc {
  constructor(private readonly questionnaires: QuestionnairesService) {}

  @RpcHandler(ProfileRpc.getQuestionnaire)
  get(@Payload() envelope: unknown): Promise<Questionnaire> {
    const { actor, data } = unwrap(ProfileRpc.getQuestionnaire, envelope);
    return this.questionnaires.get(actor, data.userId);
  }

  @RpcHandler(ProfileRpc.submitQuestionnaire)
  submit(@Payload() envelope: unknown): Promise<Questionnaire> {
    const { actor, data } = unwrap(ProfileRpc.submitQuestionnaire, envelope);
    return this.questionnaires.submit(actor, data.userId, data.answers);
  }

  @RpcHandler(ProfileRpc.updateQuestionnaire)
  update(@Payload() envelope: unknown): Promise<Questionnaire> {
    const { actor, data } = unwrap(ProfileRpc.updateQuestionnaire, envelope);
    return this.questionnaires.update(actor, data.userId, data.answers);
  }

  @RpcHandler(ProfileRpc.listQuestionnaireReviews)
  list(@Payload() envelope: unknown): Promise<QuestionnaireReviewItem[]> {
    const { actor, data } = unwrap(ProfileRpc.listQuestionnaireReviews, envelope);
    return this.questionnaires.listForReview(actor, data.status);
  }

  @RpcHandler(ProfileRpc.approveQuestionnaire)
  approve(@Payload() envelope: unknown): Promise<Questionnaire> {
    const { actor, data } = unwrap(ProfileRpc.approveQuestionnaire, envelope);
    return this.questionnaires.approve(actor, data.userId);
  }

  @RpcHandler(ProfileRpc.rejectQuestionnaire)
  reject(@Payload() envelope: unknown): Promise<Questionnaire> {
    const { actor, data } = unwrap(ProfileRpc.rejectQuestionnaire, envelope);
    return this.questionnaires.reject(actor, data.userId, data.reason);
  }
}
