import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module';
import { DataModule } from '../data.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ConversationsRpc } from './conversations.rpc';
import { ConversationsService } from './conversations.service';
import { LifecycleService } from './lifecycle.service';
import { SendingService } from './sending.service';

@Module({
  imports: [DataModule, NotificationsModule, ContactsModule],
  controllers: [ConversationsRpc],
  providers: [ConversationsService, SendingService, LifecycleService],
  exports: [SendingService, LifecycleService],
})
export class ConversationsModule {}
