import { useCallback } from 'react';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useSendMatchRequestMutation } from '../api/matches-api';
import { requestMessageFrom } from '../lib/request-status';

export interface RequestTarget {
  id: string;
  username: string;
}

/**
 * Sends a match request as the signed-in member and toasts the outcome. On success the sent and
 * received lists refresh (the mutation invalidates them).
 */
export const useSendMatchRequest = () => {
  const { user } = useSession();
  const toast = useToast();
  const run = useMutationAction();
  const [sendRequest, result] = useSendMatchRequestMutation();

  const send = useCallback(
    async (target: RequestTarget): Promise<boolean> => {
      if (!user) {
        toast.error('Authentication Required', 'Please log in to send match requests');
        return false;
      }
      const outcome = await run(
        sendRequest({
          requesterId: user.id,
          targetId: target.id,
          message: requestMessageFrom(user.username),
        }),
        {
          success: {
            title: 'Match Request Sent',
            description: `Your request was sent to @${target.username}.`,
          },
          failure: { title: 'Request Failed', description: 'Failed to send match request' },
        },
      );
      return outcome.ok;
    },
    [user, toast, run, sendRequest],
  );

  return { send, isSending: result.isLoading, reply: result.data };
};
