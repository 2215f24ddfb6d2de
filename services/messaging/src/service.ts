import { MessagingRpc, ServiceName } from '@mithaq/contracts';
import type { ServiceDefinition } from '@mithaq/service-kit';
import { Module } from '@nestjs/common';
import { AdminModule } from './admin/admin.module';
import { AuditEntryEntity } from './admin/entities/audit-entry.entity';
import { ConversationsModule } from './conversations/conversations.module';
import { ConversationEntity } from './conversations/entities/conversation.entity';
import { MessageEntity } from './conversations/entities/message.entity';
import { InfraModule } from './infra/infra.module';
import { ErasedMemberEntity } from './members/entities/erased-member.entity';
import { MemberEntity } from './members/entities/member.entity';
import { MembersModule } from './members/members.module';
import { messagingMigrations } from './migrations';
import { EmailLogEntity } from './notifications/entities/email-log.entity';
import { NotificationPreferenceEntity } from './notifications/entities/notification-preference.entity';
import { NotificationsModule } from './notifications/notifications.module';
import { BlockEntity } from './safety/entities/block.entity';
import { MemberReportEntity } from './safety/entities/member-report.entity';
import { MessageReportEntity } from './safety/entities/message-report.entity';
import { SafetyModule } from './safety/safety.module';

@Module({
  imports: [
    InfraModule,
    MembersModule,
    ConversationsModule,
    NotificationsModule,
    SafetyModule,
    AdminModule,
  ],
})
export class MessagingModule {}

export const messagingService: ServiceDefinition = {
  service: ServiceName.Messaging,
  ping: MessagingRpc.ping,
  module: MessagingModule,
  entities: [
    MemberEntity,
    ErasedMemberEntity,
    ConversationEntity,
    MessageEntity,
    MessageReportEntity,
    MemberReportEntity,
    BlockEntity,
    NotificationPreferenceEntity,
    EmailLogEntity,
    AuditEntryEntity,
  ],
  migrations: messagingMigrations,
};
