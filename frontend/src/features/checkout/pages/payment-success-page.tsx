import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { MembershipTier } from '@mithaq/contracts';
import { Button, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import {
  clearOnSuccessPage,
  readPaymentInfo,
  readPaymentSource,
  readProcessingTier,
  type PaymentSource,
} from '../../../entities/billing/payment-storage';
import { refreshMembership, useGetMembershipQuery } from '../../../entities/billing/membership-api';
import { isMembershipTier, tierNames } from '../../../entities/billing/tiers';
import { useAppDispatch } from '../../../lib/hooks';
import { CheckoutDelay } from '../lib/checkout-messages';
import { usePaymentConfirmation } from '../hooks/use-payment-confirmation';

interface Arrival {
  source: PaymentSource;
  orderId: string | null;
  tier: MembershipTier | null;
  /** Stripe's redirect_status when the bank sent the member back here. */
  redirectStatus: string | null;
}

/** Read once on arrival: the clean-up removes the stored keys half a second later. */
const useArrival = (): Arrival => {
  const [search] = useSearchParams();
  const [arrival] = useState<Arrival>(() => {
    const stored = readProcessingTier();
    const tier = isMembershipTier(stored) ? stored : null;
    const query = search.get('source');
    const source: PaymentSource =
      query === 'services' || query === 'membership'
        ? query
        : (readPaymentSource() ?? (tier ? 'membership' : 'services'));
    return {
      source,
      orderId: search.get('order') ?? readPaymentInfo()?.orderId ?? null,
      tier,
      redirectStatus: search.get('redirect_status'),
    };
  });
  return arrival;
};

const Icon = ({ ok }: { ok: boolean }) =>
  ok ? (
    <CheckCircleFilled style={{ color: '#52c41a' }} />
  ) : (
    <CloseCircleFilled style={{ color: '#ff4d4f' }} />
  );

const ServicesBooked = () => (
  <Result
    icon={<Icon ok />}
    title="Payment Successful"
    subTitle="Your services have been booked. We will contact you shortly to arrange the details."
    extra={[
      <Link key="services" to={paths.services}>
        <Button type="primary">Browse More Services</Button>
      </Link>,
      <Link key="home" to={paths.home}>
        <Button>Return to Home</Button>
      </Link>,
    ]}
  />
);

const MembershipUpgraded = () => {
  const { data: membership } = useGetMembershipQuery();
  const tier = membership?.tier;
  return (
    <Result
      icon={<Icon ok />}
      title="Payment Successful"
      subTitle={
        tier && tier !== 'free'
          ? `Your membership has been upgraded. You are now a ${tierNames[tier]} member.`
          : 'Your membership has been upgraded.'
      }
      extra={[
        <Link key="matches" to={paths.matches}>
          <Button type="primary">View Your Matches</Button>
        </Link>,
        <Link key="membership" to={paths.membership}>
          <Button>Return to Membership Page</Button>
        </Link>,
      ]}
    />
  );
};

const Waiting = ({ slow }: { slow: boolean }) => (
  <Flex vertical align="center" gap="middle" style={{ padding: 48, textAlign: 'center' }}>
    <Spin size="large" aria-label="Waiting for the payment confirmation" />
    <Typography.Title level={1}>Confirming Your Payment</Typography.Title>
    <Typography.Paragraph role="status">
      Your card has been accepted. We are waiting for the payment provider to confirm the payment
      before your membership is upgraded; this usually takes a few seconds.
    </Typography.Paragraph>
    {slow && (
      <Typography.Paragraph type="secondary">
        This is taking longer than usual. You can leave this page: your membership is upgraded as
        soon as the payment is confirmed.
      </Typography.Paragraph>
    )}
  </Flex>
);

const NotConfirmed = () => (
  <Result
    icon={<Icon ok={false} />}
    title="Payment Not Completed"
    subTitle="The payment could not be confirmed, so your membership has not changed. Please try again."
    extra={
      <Link to={paths.membership}>
        <Button type="primary">Return to Membership Page</Button>
      </Link>
    }
  />
);

/** /payment-success: waits for the server's confirmation, then says what was bought. */
export const PaymentSuccessPage = () => {
  const arrival = useArrival();
  const dispatch = useAppDispatch();
  const membership = arrival.source === 'membership';
  const returnedFailed = arrival.redirectStatus === 'failed';
  const { state, slow } = usePaymentConfirmation(
    arrival.orderId,
    arrival.tier,
    membership && !returnedFailed,
  );

  useEffect(() => {
    const timer = setTimeout(() => {
      clearOnSuccessPage();
      dispatch(refreshMembership());
    }, CheckoutDelay.successCleanup);
    return () => clearTimeout(timer);
  }, [dispatch]);

  if (arrival.redirectStatus === 'processing') {
    return <Navigate to={paths.paymentProcessing} replace />;
  }
  if (returnedFailed) {
    return <NotConfirmed />;
  }
  if (!membership) {
    return <ServicesBooked />;
  }
  if (state === 'waiting') {
    return <Waiting slow={slow} />;
  }
  return state === 'failed' ? <NotConfirmed /> : <MembershipUpgraded />;
};
