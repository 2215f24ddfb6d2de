import { Injectable } from '@nestjs/common';
import type { LibraryImageCategory } from '@mithaq/contracts';
import { DataSource, In, Not, type EntityManager } from 'typeorm';
import { SiteImageEntity } from './entities/site-image.entity';

@Injectable()
export class ImagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Oldest first; without a category, every image except logos. */
  list(category: LibraryImageCategory | undefined): Promise<SiteImageEntity[]> {
    return this.dataSource.manager.find(SiteImageEntity, {
      where: category ? { category } : { category: Not(In(['logo'])) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  findById(id: string): Promise<SiteImageEntity | null> {
    return this.dataSource.manager.findOneBy(SiteImageEntity, { id });
  }

  /** The row with its bytes. */
  findFile(filename: string): Promise<SiteImageEntity | null> {
    return this.dataSource.manager
      .createQueryBuilder(SiteImageEntity, 'i')
      .addSelect('i.data')
      .where('i.filename = :filename', { filename })
      .getOne();
  }

  async insert(
    entity: SiteImageEntity,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.insert(SiteImageEntity, entity);
  }

  async delete(id: string): Promise<void> {
    await this.dataSource.manager.delete(SiteImageEntity, { id });
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
