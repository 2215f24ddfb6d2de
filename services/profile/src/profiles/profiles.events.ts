import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '@mithaq/bus';
import { ProfilesService } from './profiles.service';

/** The profile service's event subscriptions (contracts' eventSubscriptions.profile). */
@Injectable()
export class ProfilesEvents implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly profiles: ProfilesService,
  ) {}

  onModuleInit(): Promise<void> {
    return this.events.subscribe({
      'identity.account.registered': (event, manager) =>
        this.profiles.createFromRegistration(event, manager),
      'identity.account.deleted': (event, manager) => this.profiles.eraseMember(event, manager),
    });
  }
}
