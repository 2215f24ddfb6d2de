import type { EventEnvelope } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AccountsRepository } from './accounts.repository';

/**
 * Identity's copy of each member's marriage course completion and certification, as the course
 * service announces it: what the current user and the admin user list show. Safe to run twice
 * and in any order: the newest changedAt wins; an unknown account changes nothing.
 */
@Injectable()
export class CourseCertificationService {
  constructor(private readonly accounts: AccountsRepository) {}

  async changed(
    event: EventEnvelope<'course.certification.changed'>,
    manager: EntityManager,
  ): Promise<void> {
    await this.accounts.applyCourse(manager, event.payload.userId, event.payload);
  }
}
