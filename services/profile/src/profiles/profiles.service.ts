import { Injectable } from '@nestjs/common';
import { EventBus, recordEvent } from '@mithaq/bus';
import {
  DomainError,
  ErrorCode,
  profileFromRegistration,
  type EventEnvelope,
  type Profile,
  type UpdateProfileRequest,
} from '@mithaq/contracts';
import type { EntityManager } from 'typeorm';
import { QuestionnairesRepository } from '../questionnaires/questionnaires.repository';
import { ProfileEntity } from './entities/profile.entity';
import { assertFixedFieldsUnchanged, changesReviewedFields } from './identity-fields';
import { toEntity, toProfile } from './profile.mapper';
import { ProfilesRepository } from './profiles.repository';

/** The personal fields registration asks for; all present means the profile is complete. */
const REQUIRED_FIELDS = [
  'fullName',
  'gender',
  'dateOfBirth',
  'nationality',
  'ethnicity',
  'countryOfResidence',
  'maritalStatus',
  'practiceLevel',
  'lookingFor',
  'bio',
] as const satisfies readonly (keyof ProfileEntity)[];

export const hasRequiredFields = (profile: ProfileEntity): boolean =>
  REQUIRED_FIELDS.every((field) => {
    const value = profile[field];
    return typeof value === 'string' && value.trim() !== '';
  });

@Injectable()
export class ProfilesService {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly questionnaires: QuestionnairesRepository,
    private readonly events: EventBus,
  ) {}

  /** The member's own profile, or any for an administrator: the RPC's access rule checks it. */
  async getProfile(userId: string): Promise<Profile | null> {
    const entity = await this.profiles.findByUserId(userId);
    if (!entity) {
      return null;
    }
    const statuses = await this.questionnaires.statusesOf([userId]);
    return toProfile(entity, statuses.get(userId) ?? 'none');
  }

  async getProfiles(userIds: string[]): Promise<Profile[]> {
    const unique = [...new Set(userIds)];
    const [entities, statuses] = await Promise.all([
      this.profiles.findByUserIds(unique),
      this.questionnaires.statusesOf(unique),
    ]);
    return entities.map((entity) => toProfile(entity, statuses.get(entity.userId) ?? 'none'));
  }

  /** The member's own profile only: the RPC's access rule checks the caller. */
  async updateProfile(userId: string, changes: UpdateProfileRequest): Promise<Profile> {
    const profile = await this.events.transaction(async (manager) => {
      const entity = await this.profiles.findForUpdate(manager, userId);
      if (!entity) {
        throw new DomainError(
          ErrorCode.NotFound,
          'Your profile is not ready yet; try again shortly',
        );
      }
      assertFixedFieldsUnchanged(entity, changes);
      const reviewAgain = changesReviewedFields(entity, changes);
      // Only the keys the member sent; an absent key leaves the stored value alone.
      for (const [key, value] of Object.entries(changes)) {
        if (value !== undefined) {
          Object.assign(entity, { [key]: value });
        }
      }
      entity.profileCompleted = hasRequiredFields(entity);
      entity.updatedAt = new Date();
      await this.profiles.save(manager, entity);
      if (reviewAgain) {
        await this.flagForReview(manager, userId);
      }
      const statuses = await this.questionnaires.statusesOf([userId], manager);
      const updated = toProfile(entity, statuses.get(userId) ?? 'none');
      await recordEvent(manager, 'profile.profile.updated', { userId, profile: updated });
      return updated;
    });
    return profile;
  }

  /**
   * A changed name, bio or wali contact after approval goes back to the team the way a
   * questionnaire edit does: the member stays matchable and the questionnaire is flagged for
   * another look; a rejected one is pending again.
   */
  private async flagForReview(manager: EntityManager, userId: string): Promise<void> {
    const questionnaire = await this.questionnaires.findForUpdate(manager, userId);
    if (!questionnaire) {
      return;
    }
    if (questionnaire.reviewStatus === 'approved') {
      questionnaire.needsReview = true;
    } else if (questionnaire.reviewStatus === 'rejected') {
      questionnaire.reviewStatus = 'pending';
      questionnaire.needsReview = false;
    } else {
      return;
    }
    questionnaire.updatedAt = new Date();
    await this.questionnaires.save(manager, questionnaire);
  }

  async createFromRegistration(
    event: EventEnvelope<'identity.account.registered'>,
    manager: EntityManager,
  ): Promise<void> {
    const { userId, personal } = event.payload;
    await this.profiles.insertIfAbsent(
      manager,
      toEntity(profileFromRegistration(userId, personal, event.occurredAt)),
    );
  }

  /**
   * Erases everything this service holds about a deleted account, in the consumer's transaction.
   * Deleting what is already gone is a no-op, so a redelivered event changes nothing.
   */
  async eraseMember(
    event: EventEnvelope<'identity.account.deleted'>,
    manager: EntityManager,
  ): Promise<void> {
    const { userId } = event.payload;
    await this.questionnaires.deleteByUserId(manager, userId);
    await this.profiles.deleteByUserId(manager, userId);
    await this.profiles.deleteOutboxRowsAbout(manager, userId);
  }
}
