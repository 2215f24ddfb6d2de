import {
  DomainError,
  ErrorCode,
  Role,
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
import { DataSource } from 'typeorm';
import { expireOverdueBetween, expireOverdueRequest } from './expiry';
import type { MatchRequestEntity } from './match-request.entity';
import { toAdminMatchRequest, toMatchRequestView } from './match-request.mapper';
import { MatchRequestsRepository } from './match-requests.repository';

const ONE_PENDING_PER_PAIR = 'match_requests_one_pending_per_pair';
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

const postgresCodeOf = (error: unknown): { code?: string; constraint?: string } => {
  const failure = error as {
    code?: string;
    constraint?: string;
    driverError?: { code?: string; constraint?: string };
  };
  return failure.driverError ?? failure;
};

/** True when `error` is Postgres refusing a second pending request for one pair. */
const isPendingPairViolation = (error: unknown): boolean => {
  const { code, constraint } = postgresCodeOf(error);
  return code === UNIQUE_VIOLATION && constraint === ONE_PENDING_PER_PAIR;
};

const notFound = (): DomainError => new DomainError(ErrorCode.NotFound, 'Match request not found');
const notAMatch = (): DomainError =>
  new DomainError(ErrorCode.Unprocessable, 'You can only send requests to your matches');
const alreadyPending = (): DomainError =>
  new DomainError(ErrorCode.Conflict, 'A request is already pending');

const answeredText: Record<Exclude<MatchRequestStatus, 'pending'>, string> = {
  accepted: 'This request has already been accepted',
  declined: 'This request has already been declined',
  expired: 'This request has expired',
};

/** Admin calls are refused before their input is even validated (403 before 400). */
export const assertRequestAdmin = (actor: Actor | null): void => {
  if (actor?.role !== Role.Admin) {
    throw new DomainError(ErrorCode.Forbidden, 'Only administrators can manage match requests');
  }
};

const signedIn = (actor: Actor | null): Actor => {
  if (!actor) {
    throw new DomainError(ErrorCode.Unauthenticated, 'Please sign in to continue');
  }
  return actor;
};

@Injectable()
export class MatchRequestsService {
  constructor(
    private readonly requests: MatchRequestsRepository,
    private readonly dataSource: DataSource,
  ) {}

  async create(
    actor: Actor | null,
    { requesterId, targetId, message }: CreateMatchRequest,
  ): Promise<MatchRequestView> {
    if (!actor || actor.userId !== requesterId) {
      throw new DomainError(ErrorCode.Forbidden, 'You can only send requests as yourself');
    }
    if (targetId === requesterId) {
      const text = 'You cannot send a request to yourself';
      throw new DomainError(ErrorCode.ValidationFailed, text, { targetId: text });
    }
    // Both members must still take part in matching and be matched with each other.
    if (!(await this.requests.areMatched(requesterId, targetId))) {
      throw notAMatch();
    }
    const now = new Date();
    await expireOverdueBetween(this.dataSource.manager, requesterId, targetId, now);
    let id: string;
    try {
      id = await this.requests.insertPending(requesterId, targetId, message, now);
    } catch (error) {
      if (isPendingPairViolation(error)) {
        throw alreadyPending();
      }
      // One of the two was erased since the check above: they are no longer a match.
      if (postgresCodeOf(error).code === FOREIGN_KEY_VIOLATION) {
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

  async sent(actor: Actor | null): Promise<MatchRequestView[]> {
    const rows = await this.requests.listFor('requester_id', signedIn(actor).userId);
    return rows.map(toMatchRequestView);
  }

  async received(actor: Actor | null): Promise<MatchRequestView[]> {
    const rows = await this.requests.listFor('target_id', signedIn(actor).userId);
    return rows.map(toMatchRequestView);
  }

  /** The target accepts or declines; the requester may not, and a stranger learns nothing. */
  async respond(
    actor: Actor | null,
    id: string,
    { status }: RespondMatchRequest,
  ): Promise<MatchRequestView> {
    const caller = signedIn(actor);
    const now = new Date();
    // Committed on its own, so an overdue request stays expired when the answer is refused.
    await expireOverdueRequest(this.dataSource.manager, id, now);
    const row = await this.dataSource.transaction(async (manager) => {
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
      return this.requests.findView(id, manager);
    });
    if (!row) {
      throw notFound();
    }
    return toMatchRequestView(row);
  }

  async adminList(
    actor: Actor | null,
    { status, page, pageSize }: AdminMatchRequestListQuery,
  ): Promise<AdminMatchRequestPage> {
    assertRequestAdmin(actor);
    const { rows, total } = await this.requests.listAdmin(status, pageSize, (page - 1) * pageSize);
    return { items: rows.map(toAdminMatchRequest), total, page, pageSize };
  }

  async adminGet(actor: Actor | null, id: string): Promise<AdminMatchRequest> {
    assertRequestAdmin(actor);
    const row = await this.requests.findAdmin(id);
    if (!row) {
      throw notFound();
    }
    return toAdminMatchRequest(row);
  }

  /** An admin may set any status; notes arrive trimmed and only non-empty notes are stored. */
  async adminUpdate(
    actor: Actor | null,
    id: string,
    { status, adminNotes }: AdminUpdateMatchRequest,
  ): Promise<AdminMatchRequest> {
    assertRequestAdmin(actor);
    const now = new Date();
    let row;
    try {
      row = await this.dataSource.transaction(async (manager) => {
        const request = await this.requests.findForUpdate(manager, id);
        if (!request) {
          throw notFound();
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
}

const isParty = (request: MatchRequestEntity, userId: string): boolean =>
  request.requesterId === userId || request.targetId === userId;
