import { ClockCircleFilled } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { documentUploadPath, paths } from '../../../config/paths';
import {
  readPaymentInfo,
  readPaymentSource,
  readSelectedServices,
  type PaymentSource,
} from '../../../entities/billing/payment-storage';
import { ServicesDetailsForm } from '../components/services-details-form';

const processing: Record<PaymentSource, { outcome: string; back: string; label: string }> = {
  membership: {
    outcome: 'Your membership is upgraded',
    back: paths.membership,
    label: 'Back to Membership',
  },
  services: {
    outcome: 'Your services are booked',
    back: paths.services,
    label: 'Back to Services',
  },
  course: {
    outcome: 'Your course booking is confirmed',
    back: paths.marriageCourse,
    label: 'Back to Marriage Course',
  },
  meeting: {
    outcome: 'Your meeting arrangement fee is recorded',
    back: paths.matches,
    label: 'Back to Documents & Meeting',
  },
};

const PaymentProcessing = ({ source }: { source: PaymentSource }) => {
  const { outcome, label } = processing[source];
  // A meeting fee returns to its match's page when the hand-over named the match.
  const [matchId] = useState(() => (source === 'meeting' ? readPaymentInfo()?.matchId : undefined));
  const back = matchId ? documentUploadPath(matchId) : processing[source].back;
  return (
    <Result
      icon={<ClockCircleFilled style={{ color: '#faad14' }} />}
      title="Payment Processing"
      subTitle={`Your payment is being processed and may need verification by your bank. ${outcome} as soon as the payment is confirmed; this page does not need to stay open.`}
      extra={
        <Link to={back}>
          <Button type="primary">{label}</Button>
        </Link>
      }
    />
  );
};

type Arrival =
  { kind: 'services'; serviceIds: string[] } | { kind: 'processing'; source: PaymentSource };

/** Read once: a services selection that has no payment yet asks for the event details first. */
const arrive = (): Arrival => {
  const source = readPaymentSource();
  const serviceIds = readSelectedServices();
  if (source === 'services' && serviceIds.length > 0 && readPaymentInfo() === null) {
    return { kind: 'services', serviceIds };
  }
  return { kind: 'processing', source: source ?? 'membership' };
};

/**
 * /payment-processing: the services page's next step (event details, then the checkout), or a
 * payment the bank is still verifying or processing.
 */
export const PaymentProcessingPage = () => {
  const [arrival] = useState(arrive);
  return arrival.kind === 'services' ? (
    <ServicesDetailsForm serviceIds={arrival.serviceIds} />
  ) : (
    <PaymentProcessing source={arrival.source} />
  );
};
