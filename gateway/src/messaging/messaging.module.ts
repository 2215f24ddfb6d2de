import { Module } from '@nestjs/common';
import { AdminMessagingController } from './admin-messaging.controller';
import { MessagesController } from './messages.controller';

/** Routes of the messaging service: members' conversations and the admin moderation tabs. */
@Module({ controllers: [MessagesController, AdminMessagingController] })
export class MessagingGatewayModule {}
