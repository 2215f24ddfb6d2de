import { Module } from '@nestjs/common';
import { DataModule } from '../data.module';
import { NotificationsRpc } from './notifications.rpc';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [DataModule],
  controllers: [NotificationsRpc],
  providers: [NotificationsService],
  exports: [NotificationsService],
})
export class NotificationsModule {}
