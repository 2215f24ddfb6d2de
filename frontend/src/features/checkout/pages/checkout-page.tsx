import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Elements } from '@stripe/react-stripe-js';
import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import { LoadingSpin } from '../../../components/loading-spin';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useGetBillingConfigQuery } from '../../../entities/billing/membership-api';
import {
  readPaymentInfo,
  readPaymentSource,
  type StoredPaymentInfo,
} from '../../../entities/billing/payment-storage';
import { formatPence } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { PaymentForm } from '../components/payment-form';
import { loadStripeFrom } from '../lib/stripe-loader';
import { CheckoutDelay, CheckoutMessage, type CheckoutMode } from '../lib/checkout-messages';

interface Checkout {
  clientSecret: string | null;
  mode: CheckoutMode;
  info: StoredPaymentInfo | null;
}

/** The client secret comes from the query string or from the stored payment info. */
const useCheckout = (): Checkout => {
  const [search] = useSearchParams();
  return useMemo(() => {
    const info = readPaymentInfo();
    const fromQuery = search.get('clientSecret') ?? search.get('client_secret');
    const clientSecret = fromQuery || info?.clientSecret || null;
    // Stored details describe this payment only when they carry the same secret.
    const described = info && info.clientSecret === clientSecret ? info : null;
    const mode = (search.get('mode') ?? described?.mode) === 'setup' ? 'setup' : 'payment';
    return { clientSecret, mode, info: described };
  }, [search]);
};

/** The success page's address, with what it needs to wait for this order. */
const successPathOf = (info: StoredPaymentInfo | null): string => {
  const source = readPaymentSource() ?? 'membership';
  const query = new URLSearchParams({ source });
  if (info?.orderId) {
    query.set('order', info.orderId);
  }
  if (source === 'meeting' && info?.matchId) {
    query.set('match', info.matchId);
  }
  return `${paths.paymentSuccess}?${query.toString()}`;
};

const MissingPayment = () => {
  const toast = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(CheckoutMessage.missingTitle, CheckoutMessage.missingText);
    const source = readPaymentSource();
    const back =
      source === 'services'
        ? paths.services
        : source === 'course'
          ? paths.marriageCourse
          : source === 'meeting'
            ? paths.matches
            : paths.membership;
    const timer = setTimeout(() => void navigate(back), CheckoutDelay.missingRedirect);
    return () => clearTimeout(timer);
  }, [toast, navigate]);
  return (
    <Alert
      type="warning"
      showIcon
      title={CheckoutMessage.missingTitle}
      description={CheckoutMessage.missingText}
    />
  );
};

const CardForm = ({ clientSecret, mode, info }: Checkout & { clientSecret: string }) => {
  const config = useGetBillingConfigQuery();
  const stripe = useMemo(() => (config.data ? loadStripeFrom(config.data) : null), [config.data]);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), CheckoutDelay.formShown);
    return () => clearTimeout(timer);
  }, []);
  const successPath = useMemo(() => successPathOf(info), [info]);

  if (config.error !== undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={CheckoutMessage.notReadyTitle}
        description={CheckoutMessage.notReadyText}
      />
    );
  }
  if (!shown || !stripe) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <LoadingSpin label="Loading the payment form" />
      </Flex>
    );
  }
  return (
    <Flex vertical gap="middle">
      <Alert type="info" showIcon title={CheckoutMessage.testCardHint} />
      <Elements stripe={stripe} options={{ clientSecret }}>
        <PaymentForm mode={mode} successPath={successPath} />
      </Elements>
    </Flex>
  );
};

/** /checkout and /checkout-page: what is being paid, then the card form. */
export const CheckoutPage = () => {
  const checkout = useCheckout();
  const { clientSecret, mode, info } = checkout;
  return (
    <Flex vertical gap="large" style={{ maxWidth: 640, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1}>
        {mode === 'setup' ? 'Set Up Your Subscription' : 'Complete Your Payment'}
      </Typography.Title>
      {clientSecret ? (
        <Card>
          <Flex vertical gap="large">
            {info && (
              <Descriptions
                column={1}
                bordered
                size="small"
                items={[
                  { key: 'description', label: 'Description', children: info.description },
                  {
                    key: 'amount',
                    label: mode === 'setup' ? 'Monthly amount' : 'Amount',
                    children: formatPence(info.amount),
                  },
                ]}
              />
            )}
            <CardForm {...checkout} clientSecret={clientSecret} />
            <Flex gap="small" align="baseline">
              <SafetyCertificateOutlined aria-hidden />
              <Typography.Text type="secondary">{CheckoutMessage.footer}</Typography.Text>
            </Flex>
          </Flex>
        </Card>
      ) : (
        <MissingPayment />
      )}
    </Flex>
  );
};
