import type {
  Actor,
  ContactCard,
  ContactCardValues,
  ContactExchangeState,
} from '@mithaq/contracts';
import { EventBus } from '@mithaq/bus';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditRepository } from '../admin/audit.repository';
import { partnerOf, type ConversationState } from '../conversations/conversation-rules';
import { ConversationsRepository } from '../conversations/conversations.repository';
import { TiersRepository } from '../members/tiers.repository';
import { assertCanOpen, assertCanReveal, exchangeState } from './contact-exchange-rules';
import { ContactsRepository, type StoredCard } from './contacts.repository';

const toContactCard = (card: StoredCard | null): ContactCard | null =>
  card
    ? {
        phone: card.phone,
        email: card.email,
        other: card.other,
        updatedAt: card.updatedAt.toISOString(),
      }
    : null;

/**
 * A member's contact card and the exchange of contact details on a member conversation: opened
 * once by a silver or gold member, then each member reveals their card to the other. Every open
 * and reveal is written to the messaging audit log (who, when, which conversation).
 */
@Injectable()
export class ContactsService {
  constructor(
    private readonly contacts: ContactsRepository,
    private readonly conversations: ConversationsRepository,
    private readonly tiers: TiersRepository,
    private readonly audit: AuditRepository,
    private readonly events: EventBus,
  ) {}

  async card(actor: Actor): Promise<ContactCard | null> {
    return toContactCard(await this.contacts.cardOf(actor.userId));
  }

  async saveCard(actor: Actor, card: ContactCardValues): Promise<ContactCard> {
    return toContactCard(await this.contacts.saveCard(actor.userId, card)) as ContactCard;
  }

  async open(actor: Actor, conversationId: string): Promise<ContactExchangeState> {
    await this.events.transaction(async (manager) => {
      await this.contacts.lockMember(manager, actor.userId);
      const conversation = await this.conversations.findByIdForUpdate(manager, conversationId);
      const outcome = assertCanOpen(conversation, actor, {
        tier: await this.tiers.tierOf(actor.userId, manager),
        alreadyOpen: (await this.contacts.exchangeOf(conversationId, manager)) !== null,
        openedElsewhere: await this.contacts.openedElsewhere(actor.userId, conversationId, manager),
      });
      if (outcome === 'open' && (await this.contacts.open(manager, conversationId, actor.userId))) {
        await this.audit.record(
          {
            adminId: actor.userId,
            action: 'contact-exchange',
            conversationId,
            detail: 'Opened the exchange of contact details',
          },
          manager,
        );
      }
    });
    return this.stateOf(actor, conversationId);
  }

  async reveal(actor: Actor, conversationId: string): Promise<ContactExchangeState> {
    await this.events.transaction(async (manager) => {
      const conversation = await this.conversations.findByIdForUpdate(manager, conversationId);
      assertCanReveal(conversation, actor, {
        exchangeOpen: (await this.contacts.exchangeOf(conversationId, manager)) !== null,
        hasCard: (await this.contacts.cardOf(actor.userId, manager)) !== null,
      });
      if (await this.contacts.reveal(manager, conversationId, actor.userId)) {
        await this.audit.record(
          {
            adminId: actor.userId,
            action: 'contact-reveal',
            conversationId,
            detail: 'Revealed their contact details to their match',
          },
          manager,
        );
      }
    });
    return this.stateOf(actor, conversationId);
  }

  private async stateOf(actor: Actor, conversationId: string): Promise<ContactExchangeState> {
    const conversation = await this.conversations.findById(conversationId);
    if (!conversation) {
      throw new Error(`conversation ${conversationId} vanished`);
    }
    return this.stateFor(conversation, actor.userId);
  }

  /** The exchange of a member conversation as `viewerId` sees it (the thread carries it). */
  async stateFor(
    conversation: ConversationState & { id: string },
    viewerId: string,
    manager?: EntityManager,
  ): Promise<ContactExchangeState> {
    const partnerId = partnerOf(conversation, viewerId);
    const [tier, exchange, reveals, openedElsewhere, myCard] = await Promise.all([
      this.tiers.tierOf(viewerId, manager),
      this.contacts.exchangeOf(conversation.id, manager),
      this.contacts.revealsOf(conversation.id, manager),
      this.contacts.openedElsewhere(viewerId, conversation.id, manager),
      this.contacts.cardOf(viewerId, manager),
    ]);
    const partnerRevealed = partnerId !== null && reveals.some((r) => r.userId === partnerId);
    const partnerCard =
      partnerRevealed && partnerId !== null
        ? toContactCard(await this.contacts.cardOf(partnerId, manager))
        : null;
    return exchangeState(conversation, {
      viewerId,
      tier,
      exchange,
      reveals,
      openedElsewhere,
      hasCard: myCard !== null,
      partnerCard,
    });
  }
}
