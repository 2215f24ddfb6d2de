import type { CourseSession } from '@mithaq/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { checkoutPath } from '../../../config/paths';
import { storePayment } from '../../../entities/billing/payment-storage';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useBookCourseSessionMutation } from '../api/course-api';
import { BookingText } from '../components/course-content';

/**
 * Booking a session: the server holds a seat and starts its payment; the payment hand-over is
 * stored (source 'course') and the member goes to the checkout to pay. Resolves true when the
 * booking was made.
 */
export const useBookSession = () => {
  const [bookSession, { isLoading }] = useBookCourseSessionMutation();
  const run = useMutationAction();
  const navigate = useNavigate();

  const book = useCallback(
    async (session: CourseSession): Promise<boolean> => {
      const outcome = await run(
        bookSession({ sessionId: session.id, paymentAmount: session.price, attendees: 1 }),
        { failure: { title: BookingText.failedTitle, description: BookingText.failedFallback } },
      );
      if (!outcome.ok) {
        return false;
      }
      const { clientSecret, amount, description, orderId } = outcome.data;
      storePayment('course', { amount, description, clientSecret, mode: 'payment', orderId });
      void navigate(checkoutPath(clientSecret));
      return true;
    },
    [bookSession, run, navigate],
  );

  return { book, booking: isLoading };
};
