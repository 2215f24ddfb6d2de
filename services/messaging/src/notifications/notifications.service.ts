import { recordEvent } from '@mithaq/bus';
import {
  MESSAGE_EMAIL_EVERY_MINUTES,
  type EventEnvelope,
  type NotificationPreferences,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SiteName } from '../infra/site-name';
import { MembersRepository } from '../members/members.repository';
import { emailText, preferenceOf, type EmailKind } from './notification-emails';
import { NotificationsRepository } from './notifications.repository';

export interface EmailRequest {
  userId: string;
  kind: EmailKind;
  /** The member the email is about (who asked, accepted or wrote). */
  otherId: string | null;
  /** Set when the sender is the team, whose name replaces a member's. */
  otherName?: string;
  conversationId: string | null;
  dedupeKey: string;
}

/** Notification emails, asked of the content service's mail job through the outbox. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly members: MembersRepository,
    private readonly siteName: SiteName,
  ) {}

  getPreferences(userId: string): Promise<NotificationPreferences> {
    return this.notifications.preferencesOf(userId);
  }

  async updatePreferences(
    userId: string,
    preferences: NotificationPreferences,
  ): Promise<NotificationPreferences> {
    await this.notifications.savePreferences(userId, preferences);
    return this.notifications.preferencesOf(userId);
  }

  /**
   * Records messaging.email.requested in the caller's transaction when the member wants this kind
   * of email, has an address, and was not already emailed for this cause (dedupe key). Returns
   * whether it asked.
   */
  async request(
    manager: EntityManager,
    request: EmailRequest,
    siteName?: string,
  ): Promise<boolean> {
    const member = await this.members.findOne(request.userId, manager);
    if (!member) {
      return false;
    }
    const preferences = await this.notifications.preferencesOf(request.userId, manager);
    if (!preferences[preferenceOf[request.kind]]) {
      return false;
    }
    const other = request.otherId ? await this.members.findOne(request.otherId, manager) : null;
    const otherName = request.otherName ?? (other ? `@${other.username}` : 'A member');
    const logged = await this.notifications.log(manager, {
      userId: request.userId,
      conversationId: request.conversationId,
      kind: request.kind,
      dedupeKey: request.dedupeKey,
    });
    if (!logged) {
      return false;
    }
    const { subject, text } = emailText(
      request.kind,
      siteName ?? (await this.siteName.get()),
      otherName,
    );
    await recordEvent(manager, 'messaging.email.requested', {
      dedupeKey: request.dedupeKey,
      to: member.email,
      subject,
      text,
      kind: request.kind,
    });
    return true;
  }

  /**
   * A new message for a member who has been away (no open socket) long enough: at most one such
   * email per conversation per hour. The caller holds the conversation's lock, so two messages at
   * once cannot both pass the hourly check.
   */
  async newMessage(
    manager: EntityManager,
    message: { id: string; conversationId: string; receiverId: string; senderId: string | null },
    options: { away: boolean; fromSupport: boolean; siteName: string },
  ): Promise<boolean> {
    if (!options.away) {
      return false;
    }
    const since = new Date(Date.now() - MESSAGE_EMAIL_EVERY_MINUTES * 60_000);
    if (
      await this.notifications.emailedSince(
        manager,
        message.receiverId,
        message.conversationId,
        since,
      )
    ) {
      return false;
    }
    return this.request(
      manager,
      {
        userId: message.receiverId,
        kind: 'new-message',
        otherId: options.fromSupport ? null : message.senderId,
        otherName: options.fromSupport ? `${options.siteName} Support` : undefined,
        conversationId: message.conversationId,
        dedupeKey: `new-message:${message.id}`,
      },
      options.siteName,
    );
  }

  async matchRequestCreated(
    event: EventEnvelope<'matching.request.created'>,
    manager: EntityManager,
  ): Promise<void> {
    const { requestId, requesterId, targetId } = event.payload;
    await this.request(manager, {
      userId: targetId,
      kind: 'match-request',
      otherId: requesterId,
      conversationId: null,
      dedupeKey: `match-request:${requestId}`,
    });
  }

  async requestAccepted(
    event: EventEnvelope<'matching.request.answered'>,
    manager: EntityManager,
  ): Promise<void> {
    const { requestId, requesterId, targetId } = event.payload;
    await this.request(manager, {
      userId: requesterId,
      kind: 'request-accepted',
      otherId: targetId,
      conversationId: null,
      dedupeKey: `request-accepted:${requestId}`,
    });
  }
}
