import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Button, Flex, Result, Typography } from 'antd';
import { LoadingSpin } from '../../../components/loading-spin';
import { Link } from 'react-router';
import { documentUploadPath, paths } from '../../../config/paths';
import type { PaymentSource } from '../../../entities/billing/payment-storage';
import { useGetMembershipQuery } from '../../../entities/billing/membership-api';
import { tierNames } from '../../../entities/billing/tiers';

export const BOOKING_CONFIRMED_TITLE = 'Booking Confirmed';
export const BOOKING_CONFIRMED_TEXT =
  "Your course session has been booked successfully. You'll receive further details by email.";

const Icon = ({ ok }: { ok: boolean }) =>
  ok ? (
    <CheckCircleFilled style={{ color: '#52c41a' }} />
  ) : (
    <CloseCircleFilled style={{ color: '#ff4d4f' }} />
  );

export const ServicesBooked = () => (
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

export const CourseBooked = () => (
  <Result
    icon={<Icon ok />}
    title={BOOKING_CONFIRMED_TITLE}
    subTitle={BOOKING_CONFIRMED_TEXT}
    extra={[
      <Link key="course" to={paths.marriageCourse}>
        <Button type="primary">Back to Marriage Course</Button>
      </Link>,
      <Link key="home" to={paths.home}>
        <Button>Return to Home</Button>
      </Link>,
    ]}
  />
);

export const MEETING_PAID_TEXT =
  'Your meeting arrangement fee is paid. You can now propose dates and a preferred area for the meeting.';

/** Back to the match page the fee was paid from, or to the matches when it is not known. */
const meetingBack = (matchId: string | null): string =>
  matchId ? documentUploadPath(matchId) : paths.matches;

export const MeetingPaid = ({ matchId }: { matchId: string | null }) => (
  <Result
    icon={<Icon ok />}
    title="Payment Successful"
    subTitle={MEETING_PAID_TEXT}
    extra={[
      <Link key="meeting" to={meetingBack(matchId)}>
        <Button type="primary">Back to Documents & Meeting</Button>
      </Link>,
      <Link key="home" to={paths.home}>
        <Button>Return to Home</Button>
      </Link>,
    ]}
  />
);

export const MembershipUpgraded = () => {
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

/** What the payment changes once confirmed, and where the member goes back to. */
const outcomes: Record<
  Exclude<PaymentSource, 'meeting'>,
  { change: string; unchanged: string; back: string; label: string }
> = {
  membership: {
    change: 'your membership is upgraded',
    unchanged: 'so your membership has not changed',
    back: paths.membership,
    label: 'Return to Membership Page',
  },
  services: {
    change: 'your services are booked',
    unchanged: 'so your services have not been booked',
    back: paths.services,
    label: 'Back to Services',
  },
  course: {
    change: 'your course booking is confirmed',
    unchanged: 'so your course booking has not been confirmed',
    back: paths.marriageCourse,
    label: 'Back to Marriage Course',
  },
};

const outcomeOf = (source: PaymentSource, matchId: string | null) =>
  source === 'meeting'
    ? {
        change: 'your meeting arrangement fee is recorded',
        unchanged: 'so your meeting arrangement fee has not been paid',
        back: meetingBack(matchId),
        label: 'Back to Documents & Meeting',
      }
    : outcomes[source];

interface ResultProps {
  source: PaymentSource;
  /** The match whose meeting fee is paid (source 'meeting'). */
  matchId?: string | null;
}

export const Waiting = ({ slow, source, matchId = null }: ResultProps & { slow: boolean }) => (
  <Flex vertical align="center" gap="middle" style={{ padding: 48, textAlign: 'center' }}>
    <LoadingSpin label="Waiting for the payment confirmation" size="large" />
    <Typography.Title level={1}>Confirming Your Payment</Typography.Title>
    <Typography.Paragraph role="status">
      {`Your card has been accepted. We are waiting for the payment provider to confirm the payment before ${outcomeOf(source, matchId).change}; this usually takes a few seconds.`}
    </Typography.Paragraph>
    {slow && (
      <Typography.Paragraph type="secondary">
        {`This is taking longer than usual. You can leave this page: ${outcomeOf(source, matchId).change} as soon as the payment is confirmed.`}
      </Typography.Paragraph>
    )}
  </Flex>
);

export const NotConfirmed = ({ source, matchId = null }: ResultProps) => (
  <Result
    icon={<Icon ok={false} />}
    title="Payment Not Completed"
    subTitle={`The payment could not be confirmed, ${outcomeOf(source, matchId).unchanged}. Please try again.`}
    extra={
      <Link to={outcomeOf(source, matchId).back}>
        <Button type="primary">{outcomeOf(source, matchId).label}</Button>
      </Link>
    }
  />
);
