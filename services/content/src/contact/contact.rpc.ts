import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, unwrap } from '@mithaq/bus';
import {
  ContentRpc,
  type ContactReply,
  type ContactSubmission,
  type DeletedReply,
  type RespondReply,
} from '@mithaq/contracts';
import { ContactService } from './contact.service';

@Controller()
export class ContactRpc {
  constructor(private readonly contact: ContactService) {}

  @RpcHandler(ContentRpc.submitContact)
  submit(@Payload() envelope: unknown): Promise<ContactReply> {
    const { ipAddress, userAgent, ...request } = unwrap(ContentRpc.submitContact, envelope).data;
    return this.contact.submit(request, { ipAddress, userAgent });
  }

  @RpcHandler(ContentRpc.listSubmissions)
  list(@Payload() envelope: unknown): Promise<ContactSubmission[]> {
    return this.contact.list(unwrap(ContentRpc.listSubmissions, envelope).actor);
  }

  @RpcHandler(ContentRpc.updateSubmission)
  update(@Payload() envelope: unknown): Promise<ContactSubmission> {
    const { actor, data } = unwrap(ContentRpc.updateSubmission, envelope);
    const { id, ...changes } = data;
    return this.contact.update(actor, id, changes);
  }

  @RpcHandler(ContentRpc.respondToSubmission)
  respond(@Payload() envelope: unknown): Promise<RespondReply> {
    const { actor, data } = unwrap(ContentRpc.respondToSubmission, envelope);
    const { id, ...reply } = data;
    return this.contact.respond(actor, id, reply);
  }

  @RpcHandler(ContentRpc.deleteSubmission)
  delete(@Payload() envelope: unknown): Promise<DeletedReply> {
    const { actor, data } = unwrap(ContentRpc.deleteSubmission, envelope);
    return this.contact.delete(actor, data.id);
  }
}
