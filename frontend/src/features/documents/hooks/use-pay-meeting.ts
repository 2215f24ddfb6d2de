import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { checkoutPath } from '../../../config/paths';
import { storePayment } from '../../../entities/billing/payment-storage';
import { useToast } from '../../../lib/toast';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { usePayMeetingMutation } from '../api/documents-api';

export const MEETING_INCLUDED = {
  title: 'Meeting included',
  description:
    'Your Gold membership includes this meeting arrangement: there is nothing to pay. You can now propose dates.',
} as const;

/**
 * Starting the meeting fee: a gold member's included meeting is recorded at once (the page
 * refreshes from the server); otherwise the payment hand-over is stored (source 'meeting', with
 * the match so the success page returns here) and the member goes to the checkout.
 */
export const usePayMeeting = (matchId: string) => {
  const [pay, { isLoading }] = usePayMeetingMutation();
  const run = useMutationAction();
  const navigate = useNavigate();
  const toast = useToast();

  const start = useCallback(async () => {
    const outcome = await run(pay(matchId), {
      failure: { title: 'Payment failed', description: 'Could not start the meeting payment' },
    });
    if (!outcome.ok) {
      return;
    }
    const checkout = outcome.data;
    if (checkout.included) {
      toast.success(MEETING_INCLUDED.title, MEETING_INCLUDED.description);
      return;
    }
    const { clientSecret, amount, description, orderId } = checkout;
    storePayment('meeting', {
      amount,
      description,
      clientSecret,
      mode: 'payment',
      orderId,
      matchId,
    });
    void navigate(checkoutPath(clientSecret));
  }, [pay, run, navigate, toast, matchId]);

  return { start, starting: isLoading };
};
