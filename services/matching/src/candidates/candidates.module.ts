import { Module } from '@nestjs/common';
import { CandidatesEvents } from './candidates.events';
import { CandidatesService } from './candidates.service';

@Module({ providers: [CandidatesService, CandidatesEvents] })
export class CandidatesModule {}
