import type { ServiceItem, ServicePackage, UpdateServiceItem } from '@mithaq/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { changedRows } from '../infra/sql';

interface ItemRow {
  id: string;
  name: string;
  description: string;
  price: number;
  price_unit: string;
  per_person: boolean;
  package: ServicePackage;
  teesside_only: boolean;
  is_subscription: boolean;
  is_one_time: boolean;
  features: string[];
  is_active: boolean;
  link_path: string | null;
  sort_order: number;
}

const toItem = (row: ItemRow): ServiceItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  priceUnit: row.price_unit,
  perPerson: row.per_person,
  package: row.package,
  teessideOnly: row.teesside_only,
  isSubscription: row.is_subscription,
  isOneTime: row.is_one_time,
  features: row.features,
  isActive: row.is_active,
  linkPath: row.link_path,
  sortOrder: row.sort_order,
});

/** Field of UpdateServiceItem → column of service_items. */
const columns: Record<keyof UpdateServiceItem, string> = {
  name: 'name',
  description: 'description',
  price: 'price',
  priceUnit: 'price_unit',
  package: 'package',
  teessideOnly: 'teesside_only',
  features: 'features',
  isActive: 'is_active',
};

/** The wedding-services catalogue (service_items), prices in pence. */
@Injectable()
export class CatalogueRepository {
  constructor(private readonly dataSource: DataSource) {}

  async list(activeOnly: boolean): Promise<ServiceItem[]> {
    const rows: ItemRow[] = await this.dataSource.query(
      `SELECT * FROM service_items ${activeOnly ? 'WHERE is_active' : ''} ORDER BY sort_order, id`,
    );
    return rows.map(toItem);
  }

  async byIds(ids: readonly string[]): Promise<Map<string, ServiceItem>> {
    const rows: ItemRow[] = await this.dataSource.query(
      'SELECT * FROM service_items WHERE id = ANY($1::varchar[])',
      [[...ids]],
    );
    return new Map(rows.map((row) => [row.id, toItem(row)]));
  }

  /** Applies the changes; null when no such item exists. */
  async update(id: string, changes: UpdateServiceItem): Promise<ServiceItem | null> {
    const entries = (Object.keys(columns) as (keyof UpdateServiceItem)[])
      .filter((key) => changes[key] !== undefined)
      .map((key) => [
        columns[key],
        key === 'features' ? JSON.stringify(changes[key]) : changes[key],
      ]);
    const sets = entries.map(([column], index) => `${String(column)} = $${index + 2}`);
    const rows = await changedRows<ItemRow>(
      this.dataSource.manager,
      `UPDATE service_items SET ${[...sets, 'updated_at = now()'].join(', ')}
        WHERE id = $1 RETURNING *`,
      [id, ...entries.map(([, value]) => value)],
    );
    const updated = rows[0];
    return updated ? toItem(updated) : null;
  }
}
