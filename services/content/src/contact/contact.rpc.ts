import { Controller } from '@nestjs/common';
import { RpcHandler, type RpcInputOf } from '@mithaq/bus';
import {
  Access,
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

  @RpcHandler(ContentRpc.submitContact, { access: Access.Visitor })
  submit({ data }: RpcInputOf<typeof ContentRpc.submitContact>): Promise<ContactReply> {
    const { ipAddress, userAgent, ...request } = data;
    return this.contact.submit(request, { ipAddress, userAgent });
  }

  @RpcHandler(ContentRpc.listSubmissions, { access: Access.Admin })
  list(): Promise<ContactSubmission[]> {
    return this.contact.list();
  }

  @RpcHandler(ContentRpc.updateSubmission, { access: Access.Admin })
  update({ data }: RpcInputOf<typeof ContentRpc.updateSubmission>): Promise<ContactSubmission> {
    const { id, ...changes } = data;
    return this.contact.update(id, changes);
  }

  @RpcHandler(ContentRpc.respondToSubmission, { access: Access.Admin })
  respond({
    actor,
    data,
  }: RpcInputOf<
    typeof ContentRpc.respondToSubmission,
    typeof Access.Admin
  >): Promise<RespondReply> {
    const { id, ...reply } = data;
    return this.contact.respond(actor, id, reply);
  }

  @RpcHandler(ContentRpc.deleteSubmission, { access: Access.Admin })
  delete({ data }: RpcInputOf<typeof ContentRpc.deleteSubmission>): Promise<DeletedReply> {
    return this.contact.delete(data.id);
  }
}
