import {
  DomainError,
  entitlementsOf,
  ErrorCode,
  UpgradeMessage,
  type Actor,
  type AdminMatchRequest,
  type AdminMatchRequestListQuery,
  type AdminMatchRequestPage,
  type AdminUpdateMatchRequest,
  type CreateMatchRequest,
  type MatchRequestStatus,
  type MatchRequestView,
  type RespondMatchRequest,
} from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { EventBus, recordEvent } from '@mithaq/bus';
import { isPostgresError, PostgresErrorCode } from '@mithaq/database';
import type { EntityManager } from 'typeorm';
import { InjectMatchingConfig, type MatchingConfig } from '../config';
import { BlocksRepository } from '../blocks/blocks.repository';
import { MatchesRepository } from '../matches/matches.repository';
import { TiersRepository } from '../membership/tiers.repository';
import type { MatchRequestEntity } from './entities/match-request.entity';
import { toAdminMatchRequest, toMatchRequestView } from './match-request.mapper';
import { MatchRequestsRepository } from './match-requests.repository';

const ONE_PENDING_PER_PAIR = 'match_requests_one_pending_per_pair';

/** True when `error` is Postgres refusing a second pending request for one pair. */
const isPendingPairViolation = (error: unknown): boolean =>
  isPostgresError(error, PostgresErrorCode.UniqueViolation, ONE_PENDING_PER_PAIR);

const notFound = (): DomainError => new DomainError(ErrorCode.NotFound, 'Match request not found');
const notAMatch = (): DomainError =>
  new DomainError(ErrorCode.Unprocessable, 'You can only send requests to your matches');
const alreadyPending = (): DomainError =>
  new DomainError(ErrorCode.Conflict, 'A request is already pending');
const blockedPair = (): DomainError =>
  new DomainError(
    ErrorCode.Conflict,
    'One of these members has blocked the other: the request cannot be reopened or accepted',
  );

const DAY_MS = 24 * 60 * 60 * 1000;

/** The refusal of a request sent again too soon after a decline, with the day it may be sent. */
export const coolingDown = (until: Date): DomainError =>
  new DomainError(
    ErrorCode.Conflict,
    `This member declined your last request. You can send them a new one from ${until
      .toISOString()
      .slice(0, 10)}.`,
  );

const answeredText: Record<Exclude<MatchRequestStatus, 'pending'>, string> = {
  accepted: 'This request has already been accepted',
  declined: 'This request has already been declined',
  expired: 'This request has expired',
};

/**
 * Members send and answer requests; admins list and change them. Who may call what (signed in,
 * sending as oneself, admin) is checked by the RPC handlers' access rules before these run.
 * Each change is announced through the outbox in its own transaction: matching.request.created,
 * matching.request.answered, and matching.pair.closed when an accepted pair ends.
 */
@Injectable()
export class MatchRequestsService {
  constructor(
    private readonly requests: MatchRequestsRepository,
    private readonly matches: MatchesRepository,
    private readonly blocks: BlocksRepository,
    private readonly tiers: TiersRepository,
    private readonly events: EventBus,
    @InjectMatchingConfig() private readonly config: MatchingConfig,
  ) {}

  /** The requester is the caller (the handler's access rule checks requesterId). */
  async create({ requesterId, targetId, message }: CreateMatchRequest): Promise<MatchRequestView> {
    if (targetId === requesterId) {
      const text = 'You cannot send a request to yourself';
      throw new DomainError(ErrorCode.ValidationFailed, text, { targetId: text });
    }
    // Sending needs a paid tier; answering does not (respond below has no such check).
    if (!entitlementsOf(await this.tiers.tierOf(requesterId)).sendMatchRequests) {
      throw new DomainError(ErrorCode.Forbidden, UpgradeMessage.SendRequests);
    }
    // Both members must still take part in matching and be matched with each other.
    if (!(await this.matches.areMatched(requesterId, targetId))) {
      throw notAMatch();
    }
    const now = new Date();
    await this.assertNotCoolingDown(requesterId, targetId, now);
    await this.requests.expirePendingBetween(requesterId, targetId, now);
    let id: string;
    try {
      id = await this.events.transaction(async (manager) => {
        const inserted = await this.requests.insertPending(
          requesterId,
          targetId,
          message,
          now,
          manager,
        );
        await recordEvent(manager, 'matching.request.created', {
          requestId: inserted,
          requesterId,
          targetId,
        });
        return inserted;
      });
    } catch (error) {
      if (isPendingPairViolation(error)) {
        throw alreadyPending();
      }
      // One of the two was erased since the check above: they are no longer a match.
      if (isPostgresError(error, PostgresErrorCode.ForeignKeyViolation)) {
        throw notAMatch();
      }
      throw error;
    }
    const row = await this.requests.findView(id);
    if (!row) {
      throw notFound();
    }
    return toMatchRequestView(row);
  }

  /**
   * A declined member waits before asking the same member again, so a "no" is not met by the
   * same request the next minute. The other member may still write first.
   */
  private async assertNotCoolingDown(
    requesterId: string,
    targetId: string,
    now: Date,
  ): Promise<void> {
    const days = this.config.REQUEST_DECLINE_COOLDOWN_DAYS;
    const declinedAt = days > 0 ? await this.requests.lastDeclinedAt(requesterId, targetId) : null;
    if (declinedAt) {
      const until = new Date(declinedAt.getTime() + days * DAY_MS);
      if (until > now) {
        throw coolingDown(until);
      }
    }
  }

  async sent(caller: Actor): Promise<MatchRequestView[]> {
    const rows = await this.requests.listFor('requester_id', caller.userId);
    return rows.map(toMatchRequestView);
  }

  async received(caller: Actor): Promise<MatchRequestView[]> {
    const rows = await this.requests.listFor('target_id', caller.userId);
    return rows.map(toMatchRequestView);
  }

  /** The target accepts or declines; the requester may not, and a stranger learns nothing. */
  async respond(
    caller: Actor,
    id: string,
    { status }: RespondMatchRequest,
  ): Promise<MatchRequestView> {
    const now = new Date();
    // Committed on its own, so an overdue request stays expired when the answer is refused.
    await this.requests.expirePendingRequest(id, now);
    const row = await this.events.transaction(async (manager) => {
      const request = await this.requests.findForUpdate(manager, id);
      if (!request?.isVisible || !isParty(request, caller.userId)) {
        throw notFound();
      }
      if (request.targetId !== caller.userId) {
        throw new DomainError(
          ErrorCode.Forbidden,
          'Only the member who received this request can answer it',
        );
      }
      if (request.status !== 'pending') {
        throw new DomainError(ErrorCode.Conflict, answeredText[request.status]);
      }
      await this.requests.update(manager, id, { status, responseDate: now, updatedAt: now });
      await recordEvent(manager, 'matching.request.answered', {
        requestId: id,
        requesterId: request.requesterId,
        targetId: request.targetId,
        status,
      });
      return this.requests.findView(id, manager);
    });
    if (!row) {
      throw notFound();
    }
    return toMatchRequestView(row);
  }

  async adminList({
    status,
    page,
    pageSize,
  }: AdminMatchRequestListQuery): Promise<AdminMatchRequestPage> {
    const { rows, total } = await this.requests.listAdmin(status, pageSize, (page - 1) * pageSize);
    return { items: rows.map(toAdminMatchRequest), total, page, pageSize };
  }

  async adminGet(id: string): Promise<AdminMatchRequest> {
    const row = await this.requests.findAdmin(id);
    if (!row) {
      throw notFound();
    }
    return toAdminMatchRequest(row);
  }

  /** An admin may set any status; notes arrive trimmed and only non-empty notes are stored. */
  async adminUpdate(
    id: string,
    { status, adminNotes }: AdminUpdateMatchRequest,
  ): Promise<AdminMatchRequest> {
    const now = new Date();
    let row;
    try {
      row = await this.events.transaction(async (manager) => {
        const request = await this.requests.findForUpdate(manager, id);
        if (!request) {
          throw notFound();
        }
        if (
          (status === 'pending' || status === 'accepted') &&
          status !== request.status &&
          (await this.blocks.isPairBlocked(request.requesterId, request.targetId, manager))
        ) {
          throw blockedPair();
        }
        const changes: Partial<MatchRequestEntity> = { status, updatedAt: now };
        if (request.status === 'pending' && status !== 'pending') {
          changes.responseDate = now;
        } else if (request.status !== 'pending' && status === 'pending') {
          // Reopened: it waits for an answer again.
          changes.responseDate = null;
        }
        if (adminNotes) {
          changes.adminNotes = adminNotes;
        }
        await this.requests.update(manager, id, changes);
        await this.announceAdminChange(manager, request, status);
        return this.requests.findAdmin(id, manager);
      });
    } catch (error) {
      throw isPendingPairViolation(error) ? alreadyPending() : error;
    }
    if (!row) {
      throw notFound();
    }
    return toAdminMatchRequest(row);
  }

  /**
   * What an admin's status change means to the two members: an accepted pair that stops being
   * accepted (and has no other accepted request) is closed; a request newly accepted or declined
   * is answered, as if the target had answered it.
   */
  private async announceAdminChange(
    manager: EntityManager,
    request: MatchRequestEntity,
    status: MatchRequestStatus,
  ): Promise<void> {
    const { id, requesterId, targetId } = request;
    if (status === request.status) {
      return;
    }
    if (request.status === 'accepted') {
      if (
        request.isVisible &&
        !(await this.requests.hasAcceptedBetween(manager, requesterId, targetId, id))
      ) {
        await recordEvent(manager, 'matching.pair.closed', {
          ...orderedPair(requesterId, targetId),
          reason: 'hidden',
        });
      }
      return;
    }
    if (status === 'accepted' || status === 'declined') {
      await recordEvent(manager, 'matching.request.answered', {
        requestId: id,
        requesterId,
        targetId,
        status,
      });
    }
  }
}

/** The pair in id order, so the event does not tell which side acted. */
export const orderedPair = (a: string, b: string): { userA: string; userB: string } =>
  a < b ? { userA: a, userB: b } : { userA: b, userB: a };

const isParty = (request: MatchRequestEntity, userId: string): boolean =>
  request.requesterId === userId || request.targetId === userId;
