import type { SiteImageCategory } from '@mithaq/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'site_images' })
export class SiteImageEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  category: SiteImageCategory;

  @Column({ type: 'varchar', length: 60 })
  filename: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 300 })
  alt: string;

  @Column({ name: 'content_type', type: 'varchar', length: 30 })
  contentType: string;

  @Column({ type: 'integer' })
  size: number;

  /** Loaded only when the bytes are asked for; lists never carry megabytes. */
  @Column({ type: 'bytea', select: false })
  data: Buffer;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
