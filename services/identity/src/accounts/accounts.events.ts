import { EventBus } from '@mithaq/bus';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CourseCertificationService } from './course-certification.service';
import { MembershipService } from './membership.service';
import { VerificationService } from './verification.service';

/** The identity service's event subscriptions (contracts' eventSubscriptions.identity). */
@Injectable()
export class AccountsEvents implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly membership: MembershipService,
    private readonly course: CourseCertificationService,
    private readonly verification: VerificationService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.subscribe({
      'billing.membership.changed': (event, m) => this.membership.changed(event, m),
      'course.certification.changed': (event, m) => this.course.changed(event, m),
      'profile.verification.changed': (event, m) => this.verification.changed(event, m),
    });
  }
}
