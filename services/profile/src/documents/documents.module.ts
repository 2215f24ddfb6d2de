import { Module } from '@nestjs/common';
import { meetingProviders } from '../meetings/meeting.providers';
import { MeetingsRpc } from '../meetings/meetings.rpc';
import { DocumentMatchesService } from './document-matches.service';
import { DocumentReviewService } from './document-review.service';
import { DocumentSweep } from './document-sweep';
import { DocumentsEvents } from './documents.events';
import { DocumentsRepository } from './documents.repository';
import { DocumentsRpc } from './documents.rpc';
import { DocumentsService } from './documents.service';
import { MatchPageRpc } from './match-page.rpc';
import { MatchPageService } from './match-page.service';
import { MatchesRepository } from './matches.repository';
import { MembersRepository } from './members.repository';

const documentProviders = [
  DocumentsRepository,
  MatchesRepository,
  MembersRepository,
  DocumentsService,
  DocumentReviewService,
  DocumentMatchesService,
  MatchPageService,
  DocumentsEvents,
  DocumentSweep,
];

/**
 * Verification documents, accepted matches with their photo reveal, and meetings: one module,
 * so the match page, the meetings and the document rules share one scope without a cycle.
 */
@Module({
  controllers: [DocumentsRpc, MatchPageRpc, MeetingsRpc],
  providers: [...documentProviders, ...meetingProviders],
  exports: [DocumentsEvents],
})
export class DocumentsModule {}
