import type { Message } from '@mithaq/contracts';
import { useEffect, useRef } from 'react';
import { useMarkReadMutation } from '../api/messages-api';
import { newestUnreadFor } from '../lib/conversation-groups';

/**
 * While a thread is open, marks the newest message the member received read (the server marks
 * those before it too): once per message, again when a new one arrives live.
 */
export const useMarkRead = (messages: readonly Message[] | undefined, userId: string): void => {
  const [markRead] = useMarkReadMutation();
  const marked = useRef<string | null>(null);
  const targetId = messages ? (newestUnreadFor(messages, userId)?.id ?? null) : null;
  useEffect(() => {
    if (targetId === null || marked.current === targetId) {
      return;
    }
    marked.current = targetId;
    markRead(targetId)
      .unwrap()
      .catch((error: unknown) => console.warn('Could not mark the messages read', error));
  }, [targetId, markRead]);
};
