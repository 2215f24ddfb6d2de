import type { Message, ThreadPage } from '@mithaq/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../../lib/use-mutation-action';
import { useToast } from '../../../lib/toast';
import { useLazyGetOlderMessagesQuery } from '../api/messages-api';

/**
 * Older pages of a thread, read with the `before` cursor when the member asks and kept here
 * (the newest page stays in the cache, where live events refresh it).
 */
export const useOlderMessages = (conversationId: string | null, newest: ThreadPage | undefined) => {
  const [fetchOlder, { isFetching }] = useLazyGetOlderMessagesQuery();
  const toast = useToast();
  const [older, setOlder] = useState<{ messages: Message[]; before: string | null } | null>(null);
  const cursor = older ? older.before : (newest?.olderBefore ?? null);

  const loadOlder = async () => {
    if (!conversationId || !cursor) {
      return;
    }
    const result = await fetchOlder({ conversationId, before: cursor });
    if (result.error !== undefined || !result.data) {
      toast.error('Failed to load messages', serverMessageOf(result.error, 'Please try again.'));
      return;
    }
    const page = result.data;
    setOlder((current) => ({
      messages: [...page.messages, ...(current?.messages ?? [])],
      before: page.olderBefore,
    }));
  };

  return { olderMessages: older?.messages ?? [], hasOlder: cursor !== null, loadOlder, isFetching };
};
