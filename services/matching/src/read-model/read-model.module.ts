import { Module } from '@nestjs/common';
import { BlocksService } from '../blocks/blocks.service';
import { ReadModelEvents } from './read-model.events';
import { ReadModelService } from './read-model.service';

/** Identity and profile events keep the candidates read model current; messaging's blocks too. */
@Module({ providers: [ReadModelService, BlocksService, ReadModelEvents] })
export class ReadModelModule {}
