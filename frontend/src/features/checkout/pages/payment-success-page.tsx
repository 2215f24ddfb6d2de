import type { MembershipTier } from '@mithaq/contracts';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import {
  clearOnSuccessPage,
  isPaymentSource,
  readPaymentInfo,
  readPaymentSource,
  readProcessingTier,
  type PaymentSource,
} from '../../../entities/billing/payment-storage';
import { refreshMembership } from '../../../entities/billing/membership-api';
import { isMembershipTier } from '../../../entities/billing/tiers';
import { documentTags } from '../../../entities/documents/document-matches';
import { api } from '../../../lib/api';
import { useAppDispatch } from '../../../lib/hooks';
import { useToast } from '../../../lib/toast';
import {
  BOOKING_CONFIRMED_TEXT,
  BOOKING_CONFIRMED_TITLE,
  CourseBooked,
  MeetingPaid,
  MembershipUpgraded,
  NotConfirmed,
  ServicesBooked,
  Waiting,
} from '../components/payment-results';
import { CheckoutDelay } from '../lib/checkout-messages';
import { usePaymentConfirmation } from '../hooks/use-payment-confirmation';

interface Arrival {
  source: PaymentSource;
  orderId: string | null;
  tier: MembershipTier | null;
  /** The match whose meeting fee is paid (source 'meeting'). */
  matchId: string | null;
  /** Stripe's redirect_status when the bank sent the member back here. */
  redirectStatus: string | null;
}

/** Read once on arrival: the clean-up removes the stored keys half a second later. */
const useArrival = (): Arrival => {
  const [search] = useSearchParams();
  const [arrival] = useState<Arrival>(() => {
    const stored = readProcessingTier();
    const storedTier = isMembershipTier(stored) ? stored : null;
    const query = search.get('source');
    const source: PaymentSource = isPaymentSource(query)
      ? query
      : (readPaymentSource() ?? (storedTier ? 'membership' : 'services'));
    const info = readPaymentInfo();
    return {
      source,
      orderId: search.get('order') ?? info?.orderId ?? null,
      matchId: source === 'meeting' ? (search.get('match') ?? info?.matchId ?? null) : null,
      tier: source === 'membership' ? storedTier : null,
      redirectStatus: search.get('redirect_status'),
    };
  });
  return arrival;
};

/**
 * /payment-success: waits for the server's confirmation (the order turns paid; for a membership
 * without an order, the tier is reached), then says what was bought: a membership, services, a
 * course booking, or a match's meeting arrangement.
 */
export const PaymentSuccessPage = () => {
  const arrival = useArrival();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { source } = arrival;
  const returnedFailed = arrival.redirectStatus === 'failed';
  const watched = source === 'membership' || arrival.orderId !== null;
  const { state, slow } = usePaymentConfirmation(
    arrival.orderId,
    arrival.tier,
    watched && !returnedFailed,
  );

  useEffect(() => {
    const timer = setTimeout(() => {
      clearOnSuccessPage();
      dispatch(refreshMembership());
    }, CheckoutDelay.successCleanup);
    return () => clearTimeout(timer);
  }, [dispatch]);

  const announced = useRef(false);
  const confirmedCourse = source === 'course' && state === 'confirmed' && !returnedFailed;
  useEffect(() => {
    if (confirmedCourse && !announced.current) {
      announced.current = true;
      toast.success(BOOKING_CONFIRMED_TITLE, BOOKING_CONFIRMED_TEXT);
      dispatch(api.util.invalidateTags(['CourseSessions', 'CourseBookings']));
    }
  }, [confirmedCourse, toast, dispatch]);

  const confirmedMeeting = source === 'meeting' && state === 'confirmed' && !returnedFailed;
  useEffect(() => {
    if (confirmedMeeting) {
      dispatch(api.util.invalidateTags([...documentTags]));
    }
  }, [confirmedMeeting, dispatch]);

  if (arrival.redirectStatus === 'processing') {
    return <Navigate to={paths.paymentProcessing} replace />;
  }
  if (returnedFailed || state === 'failed') {
    return <NotConfirmed source={source} matchId={arrival.matchId} />;
  }
  if (state === 'waiting') {
    return <Waiting slow={slow} source={source} matchId={arrival.matchId} />;
  }
  if (source === 'meeting') {
    return <MeetingPaid matchId={arrival.matchId} />;
  }
  if (source === 'course') {
    return <CourseBooked />;
  }
  return source === 'services' ? <ServicesBooked /> : <MembershipUpgraded />;
};
