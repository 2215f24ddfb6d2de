import { EventBus } from '@mithaq/bus';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { BlocksService } from '../blocks/blocks.service';
import { ReadModelService } from './read-model.service';

/**
 * The matching service's event subscriptions (contracts' eventSubscriptions.matching): identity,
 * profile (with its Verified badges), messaging's blocks, billing's tiers and the course's
 * certifications.
 */
@Injectable()
export class ReadModelEvents implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly readModel: ReadModelService,
    private readonly blocks: BlocksService,
  ) {}

  onModuleInit(): Promise<void> {
    const c = this.readModel;
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
      'messaging.member.blocked': (event, m) => this.blocks.blocked(event, m),
      'messaging.member.unblocked': (event, m) => this.blocks.unblocked(event, m),
      'billing.membership.changed': (event, m) => c.membershipChanged(event, m),
      'course.certification.changed': (event, m) => c.certificationChanged(event, m),
      'profile.verification.changed': (event, m) => c.verificationChanged(event, m),
    });
  }
}
