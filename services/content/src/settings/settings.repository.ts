import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SiteSettingEntity } from './entities/site-setting.entity';

interface SettingRow {
  id: string;
  key: string;
  value: string;
  last_updated: Date;
  updated_by: string | null;
}

const toEntity = (row: SettingRow): SiteSettingEntity =>
  Object.assign(new SiteSettingEntity(), {
    id: row.id,
    key: row.key,
    value: row.value,
    lastUpdated: row.last_updated,
    updatedBy: row.updated_by,
  });

@Injectable()
export class SettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  findAll(): Promise<SiteSettingEntity[]> {
    return this.dataSource.manager.find(SiteSettingEntity, { order: { key: 'ASC' } });
  }

  /** Keys whose value is exactly `value` (which settings point at an image url). */
  async keysWithValue(value: string): Promise<string[]> {
    const rows = await this.dataSource.manager.find(SiteSettingEntity, {
      where: { value },
      select: { key: true },
    });
    return rows.map((row) => row.key);
  }

  async insert(entity: SiteSettingEntity): Promise<void> {
    await this.dataSource.manager.insert(SiteSettingEntity, entity);
  }

  /** Sets a key's value, creating the key when absent, in one statement (no read-then-write race). */
  async upsert(
    key: string,
    value: string,
    updatedBy: string | null,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<SiteSettingEntity> {
    const rows: SettingRow[] = await manager.query(
      `INSERT INTO site_settings (id, key, value, last_updated, updated_by)
       VALUES ($1, $2, $3, now(), $4)
       ON CONFLICT (key) DO UPDATE
         SET value = EXCLUDED.value, last_updated = EXCLUDED.last_updated,
             updated_by = EXCLUDED.updated_by
       RETURNING id, key, value, last_updated, updated_by`,
      [randomUUID(), key, value, updatedBy],
    );
    const row = rows[0];
    if (!row) {
      throw new Error(`upsert of setting ${key} returned nothing`);
    }
    return toEntity(row);
  }
}
