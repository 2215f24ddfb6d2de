import { Module } from '@nestjs/common';
import { AdminQuestionnaireController, QuestionnaireController } from './questionnaire.controller';

/** Routes of the questionnaire (profile service). */
@Module({ controllers: [QuestionnaireController, AdminQuestionnaireController] })
export class QuestionnaireGatewayModule {}
