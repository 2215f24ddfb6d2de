import { EventBus } from '@mithaq/bus';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { LifecycleService } from '../conversations/lifecycle.service';
import { NotificationsService } from '../notifications/notifications.service';
import { MembersService } from './members.service';

/** The messaging service's event subscriptions (contracts' eventSubscriptions.messaging). */
@Injectable()
export class MessagingEvents implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly members: MembersService,
    private readonly lifecycle: LifecycleService,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.subscribe({
      'identity.account.registered': (event, m) => this.members.accountChanged(event, m),
      'identity.account.updated': (event, m) => this.members.accountChanged(event, m),
      'identity.account.deleted': (event, m) => this.members.accountDeleted(event, m),
      'matching.request.created': (event, m) => this.notifications.matchRequestCreated(event, m),
      'matching.request.answered': async (event, m) => {
        await this.lifecycle.requestAnswered(event, m);
        if (event.payload.status === 'accepted') {
          await this.notifications.requestAccepted(event, m);
        }
      },
      'matching.pair.closed': (event, m) => this.lifecycle.pairClosed(event, m),
      'billing.membership.changed': (event, m) => this.members.membershipChanged(event, m),
    });
  }
}
