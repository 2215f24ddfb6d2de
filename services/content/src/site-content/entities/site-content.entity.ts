import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'site_content' })
export class SiteContentEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 50 })
  key: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ name: 'last_updated', type: 'timestamptz' })
  lastUpdated: Date;

  @Column({ name: 'updated_by', type: 'uuid', nullable: true })
  updatedBy: string | null;
}
