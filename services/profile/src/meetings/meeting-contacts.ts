import type { MeetingRequest } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DocumentMatchesService } from '../documents/document-matches.service';
import type { MeetingRecipient } from './meeting-emails';

type Person = MeetingRequest['members'][number];

/** Who the meeting's emails go to and how the team sees its members. */
@Injectable()
export class MeetingContacts {
  constructor(private readonly matches: DocumentMatchesService) {}

  /** The members with their email, the name to greet them by and their wali's email. */
  async recipients(userIds: string[]): Promise<MeetingRecipient[]> {
    const contacts = await this.matches.contactsOf(userIds);
    return userIds.map((userId) => {
      const contact = contacts.get(userId);
      return {
        userId,
        email: contact?.email ?? null,
        name: contact?.fullName ?? contact?.username ?? 'member',
        waliEmail: contact?.waliEmail ?? null,
      };
    });
  }

  /** The members as the admin meeting-requests tab lists them. */
  async people(userIds: string[]): Promise<Map<string, Person>> {
    const contacts = await this.matches.contactsOf([...new Set(userIds)]);
    return new Map(
      [...contacts.entries()].map(([userId, contact]) => [
        userId,
        {
          userId,
          username: contact.username ?? null,
          fullName: contact.fullName ?? null,
          email: contact.email ?? null,
        },
      ]),
    );
  }
}
