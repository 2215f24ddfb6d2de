import { EventBus } from '@mithaq/bus';
import {
  documentLabels,
  isPhotoType,
  type Actor,
  type DocumentMatch,
  type DocumentMatchSummary,
  type RevealedPhoto,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { MeetingsService } from '../meetings/meetings.service';
import { DocumentMatchesService, linkOf } from './document-matches.service';
import { firstNote, fullSet, partnerStatusOf, setStatus } from './document-status';
import type { DocumentRecord } from './document-status';
import { DocumentsRepository } from './documents.repository';
import { MatchesRepository } from './matches.repository';
import type { MemberContact } from './members.repository';
import { photosVisible } from './reveal-rule';

const displayName = (contact: MemberContact | undefined): string =>
  contact?.fullName ?? contact?.username ?? 'Member';

const photosOf = (records: readonly DocumentRecord[]): RevealedPhoto[] =>
  records.flatMap((record) =>
    isPhotoType(record.type) && record.fileDeletedAt === null
      ? [
          {
            documentId: record.id,
            type: record.type as RevealedPhoto['type'],
            label: documentLabels[record.type],
            url: `/api/documents/${record.id}/file`,
          },
        ]
      : [],
  );

/** The match page of an accepted match, as one of its two members sees it. */
@Injectable()
export class MatchPageService {
  constructor(
    private readonly matchLinks: DocumentMatchesService,
    private readonly matches: MatchesRepository,
    private readonly documents: DocumentsRepository,
    private readonly meetings: MeetingsService,
    private readonly events: EventBus,
  ) {}

  /** The member's open accepted matches, the newest first. */
  async mine(actor: Actor): Promise<DocumentMatchSummary[]> {
    const open = await this.matches.openOf(actor.userId);
    const partners = open.map((match) => linkOf(match, actor.userId).partnerId);
    const [statuses, contacts] = await Promise.all([
      this.matchLinks.setStatuses([actor.userId, ...partners]),
      this.matchLinks.contactsOf(partners),
    ]);
    const mine = statuses.get(actor.userId) ?? 'requested';
    return Promise.all(
      open.map(async (match) => {
        const { partnerId } = linkOf(match, actor.userId);
        const theirs = statuses.get(partnerId) ?? 'requested';
        const bothApproved = mine === 'approved' && theirs === 'approved';
        const meeting = await this.meetings.detailsFor(match.id, actor.userId, bothApproved);
        return {
          id: match.id,
          name: displayName(contacts.get(partnerId)),
          partnerId,
          documentStatus: mine,
          partnerDocumentsStatus: partnerStatusOf(theirs),
          meetingStatus: meeting.paymentStatus,
        };
      }),
    );
  }

  /** The page itself; anyone but the two members of an open match is told it does not exist. */
  async matchFor(actor: Actor, matchId: string): Promise<DocumentMatch> {
    const match = await this.matchLinks.requireOpenMatch(actor.userId, matchId);
    const { partnerId } = linkOf(match, actor.userId);
    const [documents, contacts, verified] = await Promise.all([
      this.documents.ofMembers([actor.userId, partnerId]),
      this.matchLinks.contactsOf([partnerId]),
      this.documents.verifiedAmong([partnerId]),
    ]);
    const mine = documents.get(actor.userId) ?? [];
    const theirs = documents.get(partnerId) ?? [];
    const statuses = new Map([
      [actor.userId, setStatus(mine)],
      [partnerId, setStatus(theirs)],
    ]);
    const state = this.matchLinks.revealState(match, actor.userId, statuses);
    const visible = photosVisible(state);
    const bothApproved = state.statuses.every((status) => status === 'approved');
    const contact = contacts.get(partnerId);
    return {
      id: match.id,
      name: displayName(contact),
      status: 'accepted',
      partner: {
        userId: partnerId,
        username: contact?.username ?? '',
        fullName: contact?.fullName ?? null,
        isVerified: verified.has(partnerId),
      },
      documentStatus: state.statuses[0],
      notes: firstNote(mine),
      documents: fullSet(mine),
      partnerDocumentsStatus: partnerStatusOf(state.statuses[1]),
      reveal: { mine: state.reveals[0], partner: state.reveals[1], photosVisible: visible },
      partnerPhotos: visible ? photosOf(theirs) : [],
      meetingDetails: await this.meetings.detailsFor(matchId, actor.userId, bothApproved),
    };
  }

  /** Records the member's choice to show (or hide) their photos to this partner. */
  async reveal(actor: Actor, matchId: string, reveal: boolean): Promise<DocumentMatch> {
    await this.matchLinks.requireMember(actor.userId, matchId);
    await this.events.transaction((manager) =>
      this.matches.setReveal(manager, matchId, actor.userId, reveal),
    );
    return this.matchFor(actor, matchId);
  }
}
