import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The sha256 of an erased member's id, so late events about them are ignored. */
@Entity({ name: 'erased_members' })
export class ErasedMemberEntity {
  @PrimaryColumn({ name: 'id_hash', type: 'char', length: 64 })
  idHash: string;

  @Column({ name: 'erased_at', type: 'timestamptz' })
  erasedAt: Date;
}
