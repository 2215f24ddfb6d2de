import type { EventEnvelope, Profile } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BlocksRepository } from '../blocks/blocks.repository';
import { CandidatesRepository, type FieldGroup } from '../candidates/candidates.repository';
import { PostCommitJobs } from '../jobs/post-commit';
import { MatchRequestsRepository } from '../match-requests/match-requests.repository';
import { MatchesRepository } from '../matches/matches.repository';
import { TiersRepository } from '../membership/tiers.repository';

type Change = { group: FieldGroup; values: Record<string, unknown> };

const profileColumns = (profile: Profile): Record<string, unknown> => ({
  full_name: profile.fullName,
  gender: profile.gender,
  looking_for: profile.lookingFor,
  date_of_birth: profile.dateOfBirth,
  nationality: profile.nationality,
  ethnicity: profile.ethnicity,
  country_of_residence: profile.countryOfResidence,
  marital_status: profile.maritalStatus,
  practice_level: profile.practiceLevel,
  occupation: profile.occupation,
  education_level: profile.educationLevel,
  height: profile.height,
  islamic_sect: profile.islamicSect,
  bio: profile.bio,
  is_wali_verified: profile.isWaliVerified,
});

/**
 * The candidate read model, fed only by identity and profile events. Events may arrive in any
 * order and more than once: each field group keeps the newest event's values, and every applied
 * change marks the member dirty in the same transaction, then queues a recompute after commit.
 */
@Injectable()
export class ReadModelService {
  constructor(
    private readonly candidates: CandidatesRepository,
    private readonly matches: MatchesRepository,
    private readonly requests: MatchRequestsRepository,
    private readonly blocks: BlocksRepository,
    private readonly tiers: TiersRepository,
    private readonly jobs: PostCommitJobs,
  ) {}

  registered(event: EventEnvelope<'identity.account.registered'>, m: EntityManager) {
    const { userId, username, email, role, personal } = event.payload;
    return this.apply(m, userId, event.occurredAt, [
      { group: 'account', values: { username, email, role } },
      {
        group: 'profile',
        values: {
          full_name: personal.fullName,
          gender: personal.gender,
          looking_for: personal.lookingFor,
          date_of_birth: personal.dateOfBirth,
          nationality: personal.nationality,
          ethnicity: personal.ethnicity,
          country_of_residence: personal.countryOfResidence,
          marital_status: personal.maritalStatus,
          practice_level: personal.practiceLevel,
          bio: personal.bio,
        },
      },
    ]);
  }

  accountUpdated(event: EventEnvelope<'identity.account.updated'>, m: EntityManager) {
    const { userId, username, email, role, approvalStatus } = event.payload;
    return this.apply(m, userId, event.occurredAt, [
      { group: 'account', values: { username, email, role } },
      { group: 'account_status', values: { account_status: approvalStatus } },
    ]);
  }

  accountReviewed(
    event: EventEnvelope<'identity.account.approved' | 'identity.account.rejected'>,
    m: EntityManager,
  ) {
    const status = event.name === 'identity.account.approved' ? 'approved' : 'rejected';
    return this.apply(m, event.payload.userId, event.occurredAt, [
      { group: 'account_status', values: { account_status: status } },
    ]);
  }

  profileUpdated(event: EventEnvelope<'profile.profile.updated'>, m: EntityManager) {
    const { profile } = event.payload;
    return this.apply(m, event.payload.userId, event.occurredAt, [
      { group: 'profile', values: profileColumns(profile) },
      {
        group: 'questionnaire_status',
        values: { questionnaire_status: profile.questionnaireStatus },
      },
    ]);
  }

  questionnaireSaved(
    event: EventEnvelope<'profile.questionnaire.submitted' | 'profile.questionnaire.updated'>,
    m: EntityManager,
  ) {
    const { userId, answers, reviewStatus } = event.payload;
    return this.apply(m, userId, event.occurredAt, [
      { group: 'answers', values: { answers } },
      { group: 'questionnaire_status', values: { questionnaire_status: reviewStatus } },
    ]);
  }

  questionnaireReviewed(
    event: EventEnvelope<'profile.questionnaire.approved' | 'profile.questionnaire.rejected'>,
    m: EntityManager,
  ) {
    const status = event.name === 'profile.questionnaire.approved' ? 'approved' : 'rejected';
    return this.apply(m, event.payload.userId, event.occurredAt, [
      { group: 'questionnaire_status', values: { questionnaire_status: status } },
    ]);
  }

  /**
   * The member's tier (what they may see and do, never their scores: no recompute). An older
   * change than the one stored, or a change about an erased member, changes nothing.
   */
  async membershipChanged(
    event: EventEnvelope<'billing.membership.changed'>,
    m: EntityManager,
  ): Promise<void> {
    const { userId, tier, changedAt } = event.payload;
    if (await this.candidates.isErased(m, userId)) {
      return;
    }
    await this.tiers.apply(m, userId, tier, changedAt);
  }

  /**
   * The member's marriage course certification, shown on the match cards others see of them. It
   * does not change scores: the row takes a new version but no recompute. The newest changedAt
   * wins; a redelivery or a change about an erased member changes nothing.
   */
  async certificationChanged(
    event: EventEnvelope<'course.certification.changed'>,
    m: EntityManager,
  ): Promise<void> {
    const { userId, isMarriageCourseCertified, changedAt } = event.payload;
    await this.candidates.takeVersionLock(m);
    if (await this.candidates.isErased(m, userId)) {
      return;
    }
    await this.candidates.applyFieldGroup(m, userId, changedAt, 'certification', {
      is_certified: isMarriageCourseCertified,
    });
  }

  /**
   * The member's Verified badge (an approved ID document and face photo), shown on the match
   * cards others see of them. Like the certification it changes no score; the newest changedAt
   * wins; a redelivery or a change about an erased member changes nothing.
   */
  async verificationChanged(
    event: EventEnvelope<'profile.verification.changed'>,
    m: EntityManager,
  ): Promise<void> {
    const { userId, isVerified, changedAt } = event.payload;
    await this.candidates.takeVersionLock(m);
    if (await this.candidates.isErased(m, userId)) {
      return;
    }
    await this.candidates.applyFieldGroup(m, userId, changedAt, 'verification', {
      is_verified: isVerified,
    });
  }

  /**
   * Erases everything held about a member: candidate row, matches, requests, blocks made or
   * received, stats, tier, dirty mark.
   * Only the id stays (erased_members) so a late event cannot recreate the member. The members
   * who lost a match with them are recomputed.
   */
  async erase(event: EventEnvelope<'identity.account.deleted'>, m: EntityManager): Promise<void> {
    const { userId } = event.payload;
    await this.candidates.takeVersionLock(m);
    const version = await this.candidates.nextVersion(m);
    await this.candidates.markErased(m, userId, version);
    await this.requests.deleteAllOf(m, userId);
    await this.blocks.deleteAllOf(m, userId);
    // No recompute can write a pair of theirs from here to the commit, nor find them after it.
    await this.matches.excludePairWrites(m);
    const partners = await this.matches.deleteAllOf(m, userId);
    await this.matches.deleteMemberStats(m, userId);
    await this.tiers.delete(m, userId);
    await this.candidates.delete(m, userId);
    await this.candidates.markDirty(m, partners, version);
    this.jobs.recomputeAfterCommit(m, partners);
  }

  private async apply(
    m: EntityManager,
    userId: string,
    occurredAt: string,
    changes: Change[],
  ): Promise<void> {
    await this.candidates.takeVersionLock(m);
    if (await this.candidates.isErased(m, userId)) {
      return;
    }
    let version: string | null = null;
    for (const { group, values } of changes) {
      const applied = await this.candidates.applyFieldGroup(m, userId, occurredAt, group, values);
      version = applied ?? version;
    }
    if (version !== null) {
      await this.candidates.markDirty(m, [userId], version);
      this.jobs.recomputeAfterCommit(m, [userId]);
    }
  }
}
