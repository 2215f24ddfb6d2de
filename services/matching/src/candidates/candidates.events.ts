import { EventBus } from '@mithaq/bus';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CandidatesService } from './candidates.service';

/** The matching service's event subscriptions (contracts' eventSubscriptions.matching). */
@Injectable()
export class CandidatesEvents implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly candidates: CandidatesService,
  ) {}

  onModuleInit(): Promise<void> {
    const c = this.candidates;
    return this.events.subscribe({
      'identity.account.registered': (event, m) => c.registered(event, m),
      'identity.account.updated': (event, m) => c.accountUpdated(event, m),
      'identity.account.approved': (event, m) => c.accountReviewed(event, m),
      'identity.account.rejected': (event, m) => c.accountReviewed(event, m),
      'identity.account.deleted': (event, m) => c.erase(event, m),
      'profile.profile.updated': (event, m) => c.profileUpdated(event, m),
      'profile.questionnaire.submitted': (event, m) => c.questionnaireSaved(event, m),
      'profile.questionnaire.updated': (event, m) => c.questionnaireSaved(event, m),
      'profile.questionnaire.approved': (event, m) => c.questionnaireReviewed(event, m),
      'profile.questionnaire.rejected': (event, m) => c.questionnaireReviewed(event, m),
    });
  }
}
