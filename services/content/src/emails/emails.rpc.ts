import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import {
  Access,
  ContentRpc,
  type ComposeReply,
  type DeletedEmailReply,
  type SentEmail,
} from '@mithaq/contracts';
import { EmailsService } from './emails.service';

@Controller()
export class EmailsRpc {
  constructor(private readonly emails: EmailsService) {}

  @RpcHandler(ContentRpc.listSentEmails, { access: Access.Admin })
  list(): Promise<SentEmail[]> {
    return this.emails.list();
  }

  @RpcHandler(ContentRpc.composeEmail, { access: Access.Admin })
  compose({
    actor,
    data,
  }: RpcInputOf<typeof ContentRpc.composeEmail, typeof Access.Admin>): Promise<ComposeReply> {
    return this.emails.compose(actor, data);
  }

  @RpcHandler(ContentRpc.deleteSentEmail, { access: Access.Admin })
  delete({ data }: RpcInputOf<typeof ContentRpc.deleteSentEmail>): Promise<DeletedEmailReply> {
    return this.emails.delete(data.id);
  }
}
