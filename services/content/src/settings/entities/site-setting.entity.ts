import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'site_settings' })
export class SiteSettingEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 50 })
  key: string;

  @Column({ type: 'varchar', length: 2000 })
  value: string;

  @Column({ name: 'last_updated', type: 'timestamptz' })
  lastUpdated: Date;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;
}
