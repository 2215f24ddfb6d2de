import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SiteContentEntity } from './entities/site-content.entity';

@Injectable()
export class SiteContentRepository {
  constructor(private readonly dataSource: DataSource) {}

  findAll(): Promise<SiteContentEntity[]> {
    return this.dataSource.manager.find(SiteContentEntity, { order: { key: 'ASC' } });
  }

  findByKey(key: string): Promise<SiteContentEntity | null> {
    return this.dataSource.manager.findOneBy(SiteContentEntity, { key });
  }

  async insert(entity: SiteContentEntity): Promise<void> {
    await this.dataSource.manager.insert(SiteContentEntity, entity);
  }

  async update(id: string, changes: Partial<SiteContentEntity>): Promise<void> {
    await this.dataSource.manager.update(SiteContentEntity, { id }, changes);
  }
}
