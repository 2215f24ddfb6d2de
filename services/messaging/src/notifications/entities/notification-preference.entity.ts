import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A member's choice of notification emails; no row means every kind is on. */
@Entity({ name: 'notification_preferences' })
export class NotificationPreferenceEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'match_request', type: 'boolean' })
  matchRequest: boolean;

  @Column({ name: 'request_accepted', type: 'boolean' })
  requestAccepted: boolean;

  @Column({ name: 'new_message', type: 'boolean' })
  newMessage: boolean;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
