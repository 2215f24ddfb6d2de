import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '@mithaq/bus';
import { NoticeEmailsService } from './notice-emails.service';

/** The content service's event subscriptions (contracts' eventSubscriptions.content). */
@Injectable()
export class NoticeEmailsEvents implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly notices: NoticeEmailsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.subscribe({
      'messaging.email.requested': (event, manager) => this.notices.requested(event, manager),
      'course.email.requested': (event, manager) => this.notices.requested(event, manager),
      'profile.email.requested': (event, manager) => this.notices.requested(event, manager),
      'identity.email.requested': (event, manager) => this.notices.requested(event, manager),
    });
  }
}
