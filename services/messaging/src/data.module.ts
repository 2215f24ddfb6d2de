import { Module } from '@nestjs/common';
import { AuditRepository } from './admin/audit.repository';
import { ContactsRepository } from './contacts/contacts.repository';
import { ConversationsRepository } from './conversations/conversations.repository';
import { MessagesRepository } from './conversations/messages.repository';
import { MembersRepository } from './members/members.repository';
import { TiersRepository } from './members/tiers.repository';
import { NotificationsRepository } from './notifications/notifications.repository';
import { BlocksRepository } from './safety/blocks.repository';
import { ReportsRepository } from './safety/reports.repository';

const repositories = [
  AuditRepository,
  BlocksRepository,
  ContactsRepository,
  ConversationsRepository,
  MembersRepository,
  MessagesRepository,
  NotificationsRepository,
  ReportsRepository,
  TiersRepository,
];

/** The service's repositories, shared by its feature modules. */
@Module({ providers: repositories, exports: repositories })
export class DataModule {}
