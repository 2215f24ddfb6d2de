import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '@mithaq/bus';
import { DocumentsEvents } from '../documents/documents.events';
import { ProfilesService } from './profiles.service';

/** The profile service's event subscriptions (contracts' eventSubscriptions.profile). */
@Injectable()
export class ProfilesEvents implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly profiles: ProfilesService,
    private readonly documents: DocumentsEvents,
  ) {}

  /** The service subscribes once, with its own handlers and those of documents and meetings. */
  onModuleInit(): Promise<void> {
    return this.events.subscribe({
      ...this.documents.handlers(),
      'identity.account.registered': async (event, manager) => {
        await this.profiles.createFromRegistration(event, manager);
        await this.documents.accountRegistered(event, manager);
      },
      // Documents first: their erasure reads the member's email to drop unsent emails to them.
      'identity.account.deleted': async (event, manager) => {
        await this.documents.accountDeleted(event, manager);
        await this.profiles.eraseMember(event, manager);
      },
    });
  }
}
