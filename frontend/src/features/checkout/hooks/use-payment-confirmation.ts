import type { MembershipTier } from '@mithaq/contracts';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../lib/hooks';
import {
  refreshMembership,
  useGetMembershipQuery,
  useGetOrderQuery,
} from '../../../entities/billing/membership-api';
import { holdsTier } from '../../../entities/billing/tiers';

/** How often the success page asks whether the webhook has confirmed the payment. */
export const CONFIRMATION_POLL_MS = 1000;
/** After this long the page says the confirmation is taking longer than usual. */
export const CONFIRMATION_SLOW_MS = 30_000;

export type Confirmation = 'waiting' | 'confirmed' | 'failed';

/**
 * Waits until the server holds the payment as confirmed (its verified webhook arrived): the order
 * turns paid, or, without an order id, the membership reaches the tier being bought. Then the
 * user, membership and subscription data are refreshed once.
 */
export const usePaymentConfirmation = (
  orderId: string | null,
  tier: MembershipTier | null,
  enabled: boolean,
) => {
  const dispatch = useAppDispatch();
  const [settled, setSettled] = useState<Confirmation>(
    enabled && (orderId || tier) ? 'waiting' : 'confirmed',
  );
  const waiting = settled === 'waiting';
  const order = useGetOrderQuery(orderId ?? '', {
    skip: !enabled || !orderId,
    pollingInterval: waiting ? CONFIRMATION_POLL_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  const membership = useGetMembershipQuery(undefined, {
    skip: !enabled || orderId !== null || !tier,
    pollingInterval: waiting ? CONFIRMATION_POLL_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!waiting) {
      return;
    }
    if (orderId) {
      const status = order.data?.status;
      if (status === 'paid') {
        setSettled('confirmed');
      } else if (status === 'failed' || status === 'cancelled') {
        setSettled('failed');
      }
    } else if (tier && membership.data && holdsTier(membership.data.tier, tier)) {
      setSettled('confirmed');
    }
  }, [waiting, orderId, order.data, tier, membership.data]);

  useEffect(() => {
    if (!waiting) {
      return;
    }
    const timer = setTimeout(() => setSlow(true), CONFIRMATION_SLOW_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  const refreshed = useRef(false);
  useEffect(() => {
    if (settled === 'confirmed' && enabled && !refreshed.current) {
      refreshed.current = true;
      dispatch(refreshMembership());
    }
  }, [settled, enabled, dispatch]);

  return { state: settled, slow: waiting && slow };
};
