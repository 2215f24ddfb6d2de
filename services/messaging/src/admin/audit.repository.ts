import { randomUUID } from 'node:crypto';
import type { MessagingAuditEntry } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditEntryEntity } from './entities/audit-entry.entity';

export interface NewAuditEntry {
  adminId: string;
  action: MessagingAuditEntry['action'];
  conversationId: string | null;
  detail: string | null;
}

@Injectable()
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  async record(entry: NewAuditEntry, manager = this.dataSource.manager): Promise<void> {
    await manager.insert(AuditEntryEntity, { ...entry, id: randomUUID(), at: new Date() });
  }

  latest(limit: number): Promise<AuditEntryEntity[]> {
    return this.dataSource.manager.find(AuditEntryEntity, { order: { at: 'DESC' }, take: limit });
  }
}
