import { Module } from '@nestjs/common';
import { BookingsRepository } from './bookings/bookings.repository';
import { CatalogueRepository } from './catalogue/catalogue.repository';
import { ServiceOrdersRepository } from './catalogue/service-orders.repository';
import { CompletionsRepository } from './certification/completions.repository';
import { MembersRepository } from './members/members.repository';
import { SessionsRepository } from './sessions/sessions.repository';

const repositories = [
  BookingsRepository,
  CatalogueRepository,
  CompletionsRepository,
  MembersRepository,
  ServiceOrdersRepository,
  SessionsRepository,
];

/** The service's repositories, shared by its feature modules. */
@Module({ providers: repositories, exports: repositories })
export class DataModule {}
