import { RpcHandler, type RpcInput } from '@mithaq/bus';
import {
  Access,
  MessagingRpc,
  type NotificationPreferences,
  type RpcRequest,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { NotificationsService } from './notifications.service';

type Member<D> = RpcInput<RpcRequest<D>, typeof Access.SignedIn>;

@Controller()
export class NotificationsRpc {
  constructor(private readonly notifications: NotificationsService) {}

  @RpcHandler(MessagingRpc.getNotificationPreferences, { access: Access.SignedIn })
  get({
    actor,
  }: Member<typeof MessagingRpc.getNotificationPreferences>): Promise<NotificationPreferences> {
    return this.notifications.getPreferences(actor.userId);
  }

  @RpcHandler(MessagingRpc.updateNotificationPreferences, { access: Access.SignedIn })
  update({
    actor,
    data,
  }: Member<typeof MessagingRpc.updateNotificationPreferences>): Promise<NotificationPreferences> {
    return this.notifications.updatePreferences(actor.userId, data);
  }
}
