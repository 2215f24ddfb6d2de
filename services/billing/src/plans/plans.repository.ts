import type { PlanTier } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PlanEntity } from './entities/plan.entity';

@Injectable()
export class PlansRepository {
  constructor(private readonly dataSource: DataSource) {}

  findAll(): Promise<PlanEntity[]> {
    return this.dataSource.manager.find(PlanEntity);
  }

  /** Locks the row so two concurrent price changes each see the other's price as the previous one. */
  findByTierForUpdate(manager: EntityManager, tier: PlanTier): Promise<PlanEntity | null> {
    return manager.findOne(PlanEntity, {
      where: { tier },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async updatePrice(
    manager: EntityManager,
    id: string,
    price: number,
    updatedAt: Date,
  ): Promise<void> {
    await manager.update(PlanEntity, { id }, { price, updatedAt });
  }
}
