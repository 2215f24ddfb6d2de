import { randomUUID } from 'node:crypto';
import type { ReportReason, ReportStatus } from '@mithaq/contracts';
import { uniqueViolationOf } from '@mithaq/database';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MemberReportEntity } from './entities/member-report.entity';
import { MessageReportEntity } from './entities/message-report.entity';

export interface NewReport {
  reporterId: string;
  reason: ReportReason;
  note: string | null;
}

type ListStatus = ReportStatus | 'all';

@Injectable()
export class ReportsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Files the report; null when this reporter already reported it (still open, for members). */
  async addMessageReport(
    messageId: string,
    report: NewReport,
  ): Promise<MessageReportEntity | null> {
    return this.insertOnce(MessageReportEntity, { ...report, messageId });
  }

  async addMemberReport(memberId: string, report: NewReport): Promise<MemberReportEntity | null> {
    return this.insertOnce(MemberReportEntity, { ...report, memberId });
  }

  private async insertOnce<E extends MessageReportEntity | MemberReportEntity>(
    entity: new () => E,
    values: Partial<E>,
  ): Promise<E | null> {
    const id = randomUUID();
    try {
      await this.dataSource.manager.insert(entity, {
        ...values,
        id,
        status: 'open',
        createdAt: new Date(),
      } as never);
    } catch (error) {
      if (uniqueViolationOf(error)) {
        return null;
      }
      throw error;
    }
    return this.dataSource.manager.findOneByOrFail(entity, { id } as never);
  }

  listMessageReports(status: ListStatus): Promise<MessageReportEntity[]> {
    return this.dataSource.manager.find(MessageReportEntity, {
      where: status === 'all' ? {} : { status },
      order: { createdAt: 'DESC' },
      take: 500,
    });
  }

  listMemberReports(status: ListStatus): Promise<MemberReportEntity[]> {
    return this.dataSource.manager.find(MemberReportEntity, {
      where: status === 'all' ? {} : { status },
      order: { createdAt: 'DESC' },
      take: 500,
    });
  }

  findMessageReport(id: string): Promise<MessageReportEntity | null> {
    return this.dataSource.manager.findOneBy(MessageReportEntity, { id });
  }

  findMemberReport(id: string): Promise<MemberReportEntity | null> {
    return this.dataSource.manager.findOneBy(MemberReportEntity, { id });
  }

  messageReportForUpdate(manager: EntityManager, id: string): Promise<MessageReportEntity | null> {
    return manager.findOne(MessageReportEntity, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  memberReportForUpdate(manager: EntityManager, id: string): Promise<MemberReportEntity | null> {
    return manager.findOne(MemberReportEntity, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /**
   * Closes the report, and with an action against the message or its sender every other open
   * report of the same message, which that action answers too.
   */
  async closeMessageReports(
    manager: EntityManager,
    report: MessageReportEntity,
    outcome: { status: ReportStatus; action: string; adminId: string; wholeMessage: boolean },
  ): Promise<void> {
    const query = manager
      .createQueryBuilder()
      .update(MessageReportEntity)
      .set({
        status: outcome.status,
        action: outcome.action as MessageReportEntity['action'],
        handledAt: () => 'now()',
        handledBy: outcome.adminId,
      });
    if (outcome.wholeMessage) {
      query.where("message_id = :messageId AND (status = 'open' OR id = :id)", {
        messageId: report.messageId,
        id: report.id,
      });
    } else {
      query.where('id = :id', { id: report.id });
    }
    await query.execute();
  }

  async closeMemberReport(
    manager: EntityManager,
    id: string,
    outcome: { status: ReportStatus; action: MemberReportEntity['action']; adminId: string },
  ): Promise<void> {
    await manager.update(
      MemberReportEntity,
      { id },
      {
        status: outcome.status,
        action: outcome.action,
        handledAt: new Date(),
        handledBy: outcome.adminId,
      },
    );
  }

  async countOpen(): Promise<{ messages: number; members: number }> {
    const [messages, members] = await Promise.all([
      this.dataSource.manager.countBy(MessageReportEntity, { status: 'open' }),
      this.dataSource.manager.countBy(MemberReportEntity, { status: 'open' }),
    ]);
    return { messages, members };
  }
}
