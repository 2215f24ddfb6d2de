import { RpcHandler, type RpcInput } from '@mithaq/bus';
import {
  Access,
  MessagingRpc,
  type ContactCard,
  type ContactExchangeState,
  type RpcRequest,
} from '@mithaq/contracts';
import { Controller } from '@nestjs/common';
import { ContactsService } from './contacts.service';

type Member<D> = RpcInput<RpcRequest<D>, typeof Access.SignedIn>;

/** The caller's own contact card, and the exchange on the caller's own conversations. */
@Controller()
export class ContactsRpc {
  constructor(private readonly contacts: ContactsService) {}

  @RpcHandler(MessagingRpc.getContactCard, { access: Access.SignedIn })
  card({ actor }: Member<typeof MessagingRpc.getContactCard>): Promise<ContactCard | null> {
    return this.contacts.card(actor);
  }

  @RpcHandler(MessagingRpc.updateContactCard, { access: Access.SignedIn })
  saveCard({ actor, data }: Member<typeof MessagingRpc.updateContactCard>): Promise<ContactCard> {
    return this.contacts.saveCard(actor, data);
  }

  @RpcHandler(MessagingRpc.openContactExchange, { access: Access.SignedIn })
  open({
    actor,
    data,
  }: Member<typeof MessagingRpc.openContactExchange>): Promise<ContactExchangeState> {
    return this.contacts.open(actor, data.conversationId);
  }

  @RpcHandler(MessagingRpc.revealContactCard, { access: Access.SignedIn })
  reveal({
    actor,
    data,
  }: Member<typeof MessagingRpc.revealContactCard>): Promise<ContactExchangeState> {
    return this.contacts.reveal(actor, data.conversationId);
  }
}
