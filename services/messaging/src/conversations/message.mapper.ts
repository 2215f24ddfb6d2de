import {
  ADMIN_PREVIEW_LENGTH,
  MEMBER_PREVIEW_LENGTH,
  SUPPORT_RECIPIENT,
  type Message,
} from '@mithaq/contracts';
import type { MessageEntity } from './entities/message.entity';

/** Members see a removed message as removed, without its content; the team still reads it. */
export type Viewer = 'member' | 'admin';

export const toMessage = (entity: MessageEntity, viewer: Viewer): Message => ({
  id: entity.id,
  conversationId: entity.conversationId,
  // A team answer whose admin account is gone is still the team's.
  senderId: entity.senderId ?? SUPPORT_RECIPIENT,
  receiverId: entity.receiverId,
  fromSupport: entity.fromSupport,
  content: entity.removedAt && viewer === 'member' ? '' : entity.content,
  isRead: entity.readAt !== null,
  createdAt: entity.createdAt.toISOString(),
  isFlagged: entity.isFlagged,
  isFirstContact: entity.isFirstContact,
  isRemoved: entity.removedAt !== null,
});

/** The first `length` characters, with an ellipsis when cut. */
export const previewOf = (content: string, length: number): string =>
  content.length <= length ? content : `${content.slice(0, length)}…`;

export const adminPreview = (content: string): string => previewOf(content, ADMIN_PREVIEW_LENGTH);
export const memberPreview = (content: string): string => previewOf(content, MEMBER_PREVIEW_LENGTH);
