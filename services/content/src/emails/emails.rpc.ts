import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, unwrap } from '@mithaq/bus';
import {
  ContentRpc,
  type ComposeReply,
  type DeletedEmailReply,
  type SentEmail,
} from '@mithaq/contracts';
import { EmailsService } from './emails.service';

@Controller()
export class EmailsRpc {
  constructor(private readonly emails: EmailsService) {}

  @RpcHandler(ContentRpc.listSentEmails)
  list(@Payload() envelope: unknown): Promise<SentEmail[]> {
    return this.emails.list(unwrap(ContentRpc.listSentEmails, envelope).actor);
  }

  @RpcHandler(ContentRpc.composeEmail)
  compose(@Payload() envelope: unknown): Promise<ComposeReply> {
    const { actor, data } = unwrap(ContentRpc.composeEmail, envelope);
    return this.emails.compose(actor, data);
  }

  @RpcHandler(ContentRpc.deleteSentEmail)
  delete(@Payload() envelope: unknown): Promise<DeletedEmailReply> {
    const { actor, data } = unwrap(ContentRpc.deleteSentEmail, envelope);
    return this.emails.delete(actor, data.id);
  }
}
