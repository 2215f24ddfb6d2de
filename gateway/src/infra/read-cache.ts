import { generationChannel, parseGenerationMessage, type RpcClient } from '@mithaq/bus';
import type { Actor, RpcDef } from '@mithaq/contracts';
import type { Logger } from '@mithaq/logging';
import { Counter } from 'prom-client';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import type { ChangeMarks } from './change-marks';
import { registry } from '../metrics/metrics';

const reads = new Counter({
  name: 'gateway_read_cache_total',
  help: "Cached service replies: 'hit' served from the gateway, 'miss' read from the service",
  labelNames: ['result'] as const,
  registers: [registry],
});

export interface ReadCacheOptions {
  /** A copy older than this is read again even if nothing announced a change (0: no caching). */
  maxAgeMs: number;
  /** Members whose copies are kept; the least recently used are dropped beyond it. */
  maxMembers: number;
  /** Copies kept per member (different queries of the same reads). */
  maxPerMember: number;
  /**
   * Members' own changes as every gateway process sees them. Without them (one process alone,
   * in tests) a member reads their own writes only through the process that made them.
   */
  marks?: ChangeMarks;
  now?: () => number;
}

interface Copy {
  version: number;
  epoch: number;
  /** The member's change mark the reply was read under. */
  mark: string;
  at: number;
  reply: unknown;
}

interface MemberCopies {
  /** Raised when a change of this member's starts and when it ends. */
  epoch: number;
  /** Changes of this member's still running: while any runs, nothing is served or kept. */
  writing: number;
  copies: Map<string, Copy>;
}

/**
 * Copies of service replies for the member who asked, served again while nothing changed.
 *
 * Freshness rests on two signals. Each service raises its generation after every committed write
 * to its database, whoever made it; every raise bumps this gateway's local version of that
 * service, and a copy read at an older version is never served. While the gateway is not
 * subscribed to those raises (Redis away, reconnecting) nothing is served from copies at all.
 * Second, a member's own change (any request that is not a read) makes their copies unusable
 * from its start to past its end, so a member always reads their own writes, even before the
 * raise arrives: in this process at once, and in every other gateway process through the
 * member's change marks, which each read looks up and each copy is kept under. A copy older
 * than `maxAgeMs` is read again whatever happened.
 */
export class ReadCache {
  private readonly members = new Map<string, MemberCopies>();
  private readonly versions = new Map<string, number>();
  private subscribed = false;
  private readonly now: () => number;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Serves `key` of `service` for `userId` from a copy, or reads it with `read` and keeps it. */
  async read<T>(service: string, userId: string, key: string, read: () => Promise<T>): Promise<T> {
    if (!this.subscribed || this.options.maxAgeMs <= 0) {
      return read();
    }
    const mark = await this.markOf(userId);
    if (mark === null || !this.subscribed) {
      // The member's change runs in some gateway process: read, and keep nothing.
      reads.inc({ result: 'miss' });
      return read();
    }
    const member = this.memberOf(userId);
    const copyKey = `${service}\u0000${key}`;
    const version = this.versions.get(service) ?? 0;
    const copy = member.copies.get(copyKey);
    if (
      copy &&
      member.writing === 0 &&
      copy.version === version &&
      copy.epoch === member.epoch &&
      copy.mark === mark &&
      this.now() - copy.at < this.options.maxAgeMs
    ) {
      reads.inc({ result: 'hit' });
      return copy.reply as T;
    }
    reads.inc({ result: 'miss' });
    const epoch = member.epoch;
    const at = this.now();
    const reply = await read();
    // Kept only if nothing changed while it was read: a copy must never be older than it says.
    if (
      this.subscribed &&
      member.writing === 0 &&
      member.epoch === epoch &&
      (this.versions.get(service) ?? 0) === version &&
      this.members.get(userId) === member
    ) {
      member.copies.delete(copyKey);
      member.copies.set(copyKey, { version, epoch, mark, at, reply });
      while (member.copies.size > this.options.maxPerMember) {
        const oldest = member.copies.keys().next().value;
        if (oldest === undefined) break;
        member.copies.delete(oldest);
      }
    }
    return reply;
  }

  /** The member's mark from every process's changes; null (serve nothing) when unknown. */
  private async markOf(userId: string): Promise<string | null> {
    if (!this.options.marks) {
      return '';
    }
    try {
      return await this.options.marks.current(userId);
    } catch {
      return null;
    }
  }

  /**
   * A change by `userId` starts in this process: their copies here are unusable until it has
   * ended, and, once this resolves, in every other process sharing the marks.
   */
  async beginChange(userId: string): Promise<void> {
    this.beginLocally(userId);
    try {
      await this.options.marks?.begin(userId);
    } catch (error) {
      // Not marked: the change must not run, or another process could serve a copy from before it.
      this.endLocally(userId);
      throw error;
    }
  }

  /**
   * The change has ended: here at once, in the other processes once this resolves. Until then
   * they serve the member nothing from copies (nor if it fails, until the marks expire).
   */
  async endChange(userId: string): Promise<void> {
    this.endLocally(userId);
    await this.options.marks?.end(userId);
  }

  /** A change by `userId` starts: their copies are unusable until it has ended. */
  private beginLocally(userId: string): void {
    const member = this.memberOf(userId);
    member.writing += 1;
    member.epoch += 1;
    member.copies.clear();
  }

  private endLocally(userId: string): void {
    const member = this.members.get(userId);
    if (!member) return;
    member.writing = Math.max(0, member.writing - 1);
    member.epoch += 1;
    member.copies.clear();
  }

  /** A service announced a raise of its generation: every copy of its replies is old. */
  changed(service: string): void {
    this.versions.set(service, (this.versions.get(service) ?? 0) + 1);
  }

  /** Subscribed to the raises: copies may be served (none read before is, versions move on). */
  connected(): void {
    this.forgetAll();
    this.subscribed = true;
  }

  /** No longer hearing of raises: nothing is served from copies until subscribed again. */
  disconnected(): void {
    this.subscribed = false;
    this.forgetAll();
  }

  get size(): number {
    let total = 0;
    for (const member of this.members.values()) total += member.copies.size;
    return total;
  }

  private forgetAll(): void {
    for (const service of [...this.versions.keys()]) this.changed(service);
    for (const member of this.members.values()) {
      member.epoch += 1;
      member.copies.clear();
    }
  }

  private memberOf(userId: string): MemberCopies {
    let member = this.members.get(userId);
    if (member) {
      // Most recently used last, so the first in the map is the one to drop.
      this.members.delete(userId);
    } else {
      member = { epoch: 0, writing: 0, copies: new Map() };
    }
    this.members.set(userId, member);
    while (this.members.size > this.options.maxMembers) {
      const [oldestId, oldest] = this.members.entries().next().value ?? [];
      if (oldestId === undefined || !oldest) break;
      if (oldest.writing > 0) {
        // A member mid-change keeps their record, or their change would be forgotten.
        this.members.delete(oldestId);
        this.members.set(oldestId, oldest);
        break;
      }
      this.members.delete(oldestId);
    }
    return member;
  }
}

/**
 * Hears the services' generation raises on a Redis connection of its own (a subscribed
 * connection can do nothing else) and tells the cache; ioredis subscribes again after a
 * reconnection, and the cache serves nothing in between.
 */
export const subscribeToGenerations = async (
  cache: ReadCache,
  subscriber: Redis,
  prefix: string,
  logger: Logger,
): Promise<void> => {
  const channel = generationChannel(prefix);
  subscriber.on('message', (from: string, message: string) => {
    const raise = from === channel ? parseGenerationMessage(message) : null;
    if (raise) {
      cache.changed(raise.service);
    }
  });
  subscriber.on('close', () => cache.disconnected());
  subscriber.on('end', () => cache.disconnected());
  subscriber.on('error', (err) => logger.warn({ err }, 'read cache: Redis subscriber error'));
  // 'ready' comes before ioredis re-subscribes: the copies wait for the subscription itself.
  subscriber.on('ready', () => {
    cache.disconnected();
    subscriber
      .subscribe(channel)
      .then(() => cache.connected())
      .catch((err: unknown) => logger.warn({ err }, 'read cache: could not subscribe'));
  });
  if (subscriber.status === 'ready') {
    await subscriber.subscribe(channel);
    cache.connected();
  }
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every request of a signed-in member that may change something makes their cached copies
 * unusable from when it starts until after its reply has gone ('close' comes last, for finished
 * and aborted requests alike), so the member's next read is a fresh one, in whichever gateway
 * process it arrives. The request goes on only once the change is marked for all of them; when
 * it cannot be marked (Redis away) it is refused, as changes are then anyway.
 */
export const trackMemberChanges =
  (cache: ReadCache, logger: Logger): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    const userId = req.session?.userId;
    if (READS.has(req.method) || typeof userId !== 'string') {
      next();
      return;
    }
    const began = cache.beginChange(userId);
    // Listened for at once: the connection may close while the mark is being written.
    res.once('close', () => {
      began
        .then(
          () => cache.endChange(userId),
          // Never begun: nothing to end (this process already forgot it).
          () => undefined,
        )
        .catch((err: unknown) =>
          logger.warn({ err }, "read cache: a member's change could not be marked as ended"),
        );
    });
    began.then(
      () => next(),
      (error: unknown) => next(error),
    );
  };

/** An RPC whose reply depends only on its request, the caller and the service's data. */
export const cachedCall = <Req, Res>(
  cache: ReadCache,
  rpc: RpcClient,
  def: RpcDef<Req, Res>,
  data: Req,
  actor: Actor,
): Promise<Res> =>
  cache.read(
    def.service,
    actor.userId,
    `${def.pattern} ${actor.role} ${JSON.stringify(data)}`,
    () => rpc.call(def, data, actor),
  );
