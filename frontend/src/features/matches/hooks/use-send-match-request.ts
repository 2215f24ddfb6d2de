import { useCallback } from 'react';
import { apiErrorOf } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useSendMatchRequestMutation } from '../api/matches-api';
import { requestMessageFrom } from '../lib/request-status';

export interface RequestTarget {
  id: string;
  username: string;
}

/**
 * Sends a match request as the signed-in member, with the toasts of member-experience.md §5/§8.
 * On success the sent and received lists refresh (the mutation invalidates them).
 */
export const useSendMatchRequest = () => {
  const { user } = useSession();
  const toast = useToast();
  const [sendRequest, result] = useSendMatchRequestMutation();

  const send = useCallback(
    async (target: RequestTarget): Promise<boolean> => {
      if (!user) {
        toast.error('Authentication Required', 'Please log in to send match requests');
        return false;
      }
      const outcome = await sendRequest({
        requesterId: user.id,
        targetId: target.id,
        message: requestMessageFrom(user.username),
      });
      if (outcome.error) {
        toast.error(
          'Request Failed',
          apiErrorOf(outcome.error).text.trim() || 'Failed to send match request',
        );
        return false;
      }
      toast.success('Match Request Sent', `Your request was sent to @${target.username}.`);
      return true;
    },
    [user, toast, sendRequest],
  );

  return { send, isSending: result.isLoading, reply: result.data };
};
