import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module';
import { DataModule } from '../data.module';
import { AdminInboxService } from './admin-inbox.service';
import { AdminRpc } from './admin.rpc';
import { ModerationService } from './moderation.service';

@Module({
  imports: [DataModule, ConversationsModule],
  controllers: [AdminRpc],
  providers: [ModerationService, AdminInboxService],
})
export class AdminModule {}
