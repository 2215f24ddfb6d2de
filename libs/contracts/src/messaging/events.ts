import type { Message } from './types';

/** Events the messaging service publishes. */
export interface MessagingEvents {
  /**
   * A message was stored. `notify` are the members to tell live (the receiver; for a team answer
   * the member); `toSupport` tells every admin's open tab (a member wrote to the team).
   */
  'messaging.message.sent': { message: Message; notify: string[]; toSupport: boolean };
  /** The reader read messages of a conversation; `notify` is the other side. */
  'messaging.message.read': {
    conversationId: string;
    readerId: string;
    upToMessageId: string;
    notify: string[];
  };
  /** The blocker blocked the other member: matching drops the pair and withdraws requests. */
  'messaging.member.blocked': { blockerId: string; blockedId: string };
  'messaging.member.unblocked': { blockerId: string; blockedId: string };
  /**
   * A transactional email to send through the content service's mail job. `dedupeKey` makes a
   * redelivered event send nothing twice.
   */
  'messaging.email.requested': {
    dedupeKey: string;
    to: string;
    subject: string;
    text: string;
    kind: 'match-request' | 'request-accepted' | 'new-message';
  };
}
