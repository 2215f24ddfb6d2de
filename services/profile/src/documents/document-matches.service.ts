import {
  DocumentMessage,
  DomainError,
  ErrorCode,
  type DocumentStatus,
  type DocumentType,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { setStatus } from './document-status';
import { DocumentsRepository } from './documents.repository';
import { MatchesRepository, type MatchRecord } from './matches.repository';
import { MembersRepository, type MemberContact } from './members.repository';
import { partnerMaySee, type RevealState } from './reveal-rule';

/** One of the two members' view of their open match. */
export interface MatchLink {
  matchId: string;
  userIds: [string, string];
  partnerId: string;
}

const matchNotFound = (): DomainError =>
  new DomainError(ErrorCode.NotFound, DocumentMessage.MatchNotFound);

/**
 * Accepted matches as their two members see them: who may open one, whether both sets are
 * approved, whether a partner may see a photo, and how to reach the members.
 */
@Injectable()
export class DocumentMatchesService {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly documents: DocumentsRepository,
    private readonly members: MembersRepository,
  ) {}

  /**
   * The open match if the viewer is one of its two members; otherwise (an unknown, closed or
   * someone else's match) the same "not found", so nobody learns that an id exists.
   */
  async requireMember(viewerId: string, matchId: string): Promise<MatchLink> {
    return linkOf(await this.requireOpenMatch(viewerId, matchId), viewerId);
  }

  /** The same check, answering with the match itself and its reveal choices. */
  async requireOpenMatch(viewerId: string, matchId: string): Promise<MatchRecord> {
    const match = await this.matches.findById(matchId);
    if (!match || match.closedAt !== null || !match.userIds.includes(viewerId)) {
      throw matchNotFound();
    }
    return match;
  }

  /** Whether the match is open and both members' five documents are approved. */
  async bothApproved(matchId: string): Promise<boolean> {
    const match = await this.matches.findById(matchId);
    if (!match || match.closedAt !== null) {
      return false;
    }
    const statuses = await this.setStatuses(match.userIds);
    return match.userIds.every((userId) => statuses.get(userId) === 'approved');
  }

  /** Email, names and wali email of each member, keyed by id (unknown ones with nulls). */
  async contactsOf(userIds: string[]): Promise<Map<string, MemberContact>> {
    const contacts = await this.members.contactsOf(userIds);
    return new Map(contacts.map((contact) => [contact.userId, contact]));
  }

  /** Each member's whole set status. */
  async setStatuses(userIds: readonly string[]): Promise<Map<string, DocumentStatus>> {
    const byMember = await this.documents.ofMembers(userIds);
    return new Map([...byMember].map(([userId, records]) => [userId, setStatus(records)]));
  }

  /** The reveal rule's input for a match, from `viewerId`'s side. */
  revealState(
    match: MatchRecord,
    viewerId: string,
    statuses: Map<string, DocumentStatus>,
  ): RevealState {
    const { partnerId } = linkOf(match, viewerId);
    return {
      open: match.closedAt === null,
      statuses: [statuses.get(viewerId) ?? 'requested', statuses.get(partnerId) ?? 'requested'],
      reveals: [match.reveals.get(viewerId) ?? false, match.reveals.get(partnerId) ?? false],
    };
  }

  /** Whether `viewerId` may see `ownerId`'s document of that type through an open match. */
  async partnerMaySee(viewerId: string, ownerId: string, type: DocumentType): Promise<boolean> {
    if (viewerId === ownerId) {
      return false;
    }
    const shared = await this.matches.openBetween(viewerId, ownerId);
    if (shared.length === 0) {
      return false;
    }
    const statuses = await this.setStatuses([viewerId, ownerId]);
    return shared.some((match) => partnerMaySee(type, this.revealState(match, viewerId, statuses)));
  }
}

export const linkOf = (match: MatchRecord, viewerId: string): MatchLink => {
  const [first, second] = match.userIds;
  return {
    matchId: match.id,
    userIds: match.userIds,
    partnerId: first === viewerId ? second : first,
  };
};
