import { LockOutlined } from '@ant-design/icons';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Alert, Button, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { clearAfterPayment, clearAfterSetup } from '../../../entities/billing/payment-storage';
import { useToast } from '../../../lib/toast';
import {
  CheckoutDelay,
  CheckoutMessage,
  submitLabel,
  type CheckoutMode,
} from '../lib/checkout-messages';

interface PaymentFormProps {
  mode: CheckoutMode;
  /** Where the success page is, with what it needs to wait for the right order. */
  successPath: string;
}

type Confirmed = { status: string } | undefined;

/**
 * The card form (Stripe's PaymentElement) and its button. One confirmation at a time: the button
 * is disabled from the first click until Stripe answers, so a double click charges once.
 */
export const PaymentForm = ({ mode, successPath }: PaymentFormProps) => {
  const stripe = useStripe();
  const elements = useElements();
  const toast = useToast();
  const navigate = useNavigate();
  const confirming = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const fail = (message: string) => {
    setFailure(message);
    toast.error(CheckoutMessage.failedTitle, message);
    confirming.current = false;
    setBusy(false);
  };

  const submit = async () => {
    if (confirming.current) {
      return;
    }
    if (!stripe || !elements) {
      toast.error(CheckoutMessage.notReadyTitle, CheckoutMessage.notReadyText);
      return;
    }
    confirming.current = true;
    setBusy(true);
    setFailure(null);
    const confirmParams = {
      return_url: `${window.location.origin}${successPath}`,
      payment_method_data: { billing_details: { address: { country: 'GB' } } },
    };
    let intent: Confirmed;
    try {
      if (mode === 'setup') {
        const result = await stripe.confirmSetup({
          elements,
          confirmParams,
          redirect: 'if_required',
        });
        if (result.error) {
          fail(result.error.message || CheckoutMessage.failedFallback);
          return;
        }
        intent = result.setupIntent;
      } else {
        const result = await stripe.confirmPayment({
          elements,
          confirmParams,
          redirect: 'if_required',
        });
        if (result.error) {
          fail(result.error.message || CheckoutMessage.failedFallback);
          return;
        }
        intent = result.paymentIntent;
      }
    } catch (error) {
      console.error('Card confirmation failed', error);
      fail(CheckoutMessage.failedFallback);
      return;
    }
    const status = intent?.status;
    if (status === 'succeeded') {
      if (mode === 'setup') {
        clearAfterSetup();
        toast.success(CheckoutMessage.setUp);
      } else {
        clearAfterPayment();
        toast.success(CheckoutMessage.paid);
      }
      redirect.current = setTimeout(
        () => void navigate(successPath),
        CheckoutDelay.successRedirect,
      );
      return;
    }
    if (status === 'processing' || status === 'requires_action') {
      void navigate(paths.paymentProcessing);
      return;
    }
    fail(CheckoutMessage.failedFallback);
  };

  return (
    <Flex vertical gap="middle">
      <PaymentElement options={{ layout: 'tabs' }} />
      {failure && <Alert type="error" showIcon title={failure} role="alert" />}
      <Button
        type="primary"
        size="large"
        block
        icon={<LockOutlined />}
        loading={busy}
        disabled={busy}
        onClick={() => void submit()}
      >
        {submitLabel(mode)}
      </Button>
    </Flex>
  );
};
