import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module';
import { DataModule } from '../data.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { MessagingEvents } from './messaging.events';
import { MembersService } from './members.service';

/** The member read model and every event subscription of the service. */
@Module({
  imports: [DataModule, ConversationsModule, NotificationsModule],
  providers: [MembersService, MessagingEvents],
})
export class MembersModule {}
