import {
  CourseMessage,
  isTeessidePostcode,
  servicesCheckoutSchema,
  type ServiceItem,
} from '@mithaq/contracts';
import { Alert, Button, Card, Flex, Form, Input, Typography, type FormRule } from 'antd';
import { LoadingSpin } from '../../../components/loading-spin';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { checkoutPath, paths } from '../../../config/paths';
import { storePayment } from '../../../entities/billing/payment-storage';
import { useGetServicesQuery } from '../../../entities/services/services-api';
import {
  itemsOf,
  selectionTotal,
  serviceLineTotal,
} from '../../../entities/services/service-pricing';
import { formatPence } from '../../../lib/format';
import { schemaMessage, schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useStartServicesCheckoutMutation } from '../api/services-checkout-api';

interface DetailsValues {
  eventDate: string;
  postcode: string;
  phone?: string;
}

const fieldNames = ['eventDate', 'postcode', 'phone'] as const;
const shape = servicesCheckoutSchema.shape;

/** Today as YYYY-MM-DD in the browser's time zone. */
const today = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const eventDateRules: FormRule[] = [
  { required: true, message: 'Please choose the date of your event' },
  schemaRule(shape.eventDate),
  {
    validator: (_rule, value: unknown) =>
      typeof value === 'string' && value !== '' && value <= today()
        ? Promise.reject(new Error(CourseMessage.EventDateInPast))
        : Promise.resolve(),
  },
];

const phoneRules: FormRule[] = [
  {
    validator: (_rule, value: unknown) => {
      const message =
        typeof value === 'string' && value.trim() !== '' ? schemaMessage(shape.phone, value) : null;
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  },
];

/** Teesside-only services need a TS postcode; the server checks it again. */
const postcodeRules = (items: readonly ServiceItem[]): FormRule[] => [
  schemaRule(shape.postcode),
  {
    validator: (_rule, value: unknown) =>
      items.some((item) => item.teessideOnly) &&
      typeof value === 'string' &&
      schemaMessage(shape.postcode, value) === null &&
      !isTeessidePostcode(value)
        ? Promise.reject(new Error(CourseMessage.TeessideOnly))
        : Promise.resolve(),
  },
];

const Summary = ({ items }: { items: readonly ServiceItem[] }) => (
  <Flex vertical gap={4}>
    {items.map((item) => (
      <Flex key={item.id} justify="space-between" gap="small">
        <Typography.Text>
          {item.name}
          {item.teessideOnly ? ' (Teesside only)' : ''}
        </Typography.Text>
        <Typography.Text>{formatPence(serviceLineTotal(item))}</Typography.Text>
      </Flex>
    ))}
    <Flex justify="space-between">
      <Typography.Text strong>Total</Typography.Text>
      <Typography.Text strong>{formatPence(selectionTotal(items))}</Typography.Text>
    </Flex>
  </Flex>
);

/**
 * /payment-processing for a services selection: the event date, the postcode and an optional
 * phone number, then the server prices the order and the member goes on to the checkout.
 */
export const ServicesDetailsForm = ({ serviceIds }: { serviceIds: readonly string[] }) => {
  const catalogue = useGetServicesQuery();
  const items = useMemo(
    () => itemsOf(catalogue.data ?? [], serviceIds),
    [catalogue.data, serviceIds],
  );
  const [form] = Form.useForm<DetailsValues>();
  const [start, { isLoading }] = useStartServicesCheckoutMutation();
  const run = useMutationAction();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: DetailsValues) => {
    setFailure(null);
    const phone = values.phone?.trim();
    const outcome = await run(
      start({
        serviceIds: items.map((item) => item.id),
        eventDate: values.eventDate,
        postcode: values.postcode.trim(),
        ...(phone ? { phone } : {}),
      }),
      { failure: { title: 'Checkout failed', description: 'Please try again.' } },
    );
    if (!outcome.ok) {
      setFailure(outcome.error.text.trim() || 'Please try again.');
      showFieldErrors(form, outcome.error.fields, fieldNames);
      return;
    }
    const { clientSecret, amount, description, orderId } = outcome.data;
    storePayment('services', { amount, description, clientSecret, mode: 'payment', orderId });
    void navigate(checkoutPath(clientSecret));
  };

  if (catalogue.isLoading) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <LoadingSpin label="Loading your selection" size="large" />
      </Flex>
    );
  }
  if (items.length === 0) {
    return (
      <Alert
        type="warning"
        showIcon
        title="Your selection is no longer available"
        description={
          <Link to={paths.services}>Choose your services again on the services page</Link>
        }
      />
    );
  }

  return (
    <Flex vertical gap="large" style={{ maxWidth: 640, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={1}>Your Event Details</Typography.Title>
      <Card title="Selected Services">
        <Summary items={items} />
      </Card>
      <Card>
        <Form<DetailsValues>
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          disabled={isLoading}
        >
          <Form.Item label="Event date" name="eventDate" rules={eventDateRules}>
            <Input type="date" min={today()} />
          </Form.Item>
          <Form.Item
            label="Postcode"
            name="postcode"
            rules={postcodeRules(items)}
            extra="Services marked Teesside only need a TS postcode."
          >
            <Input autoComplete="postal-code" />
          </Form.Item>
          <Form.Item label="Phone (optional)" name="phone" rules={phoneRules}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
          {failure && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title="We could not start the payment"
              description={failure}
              style={{ marginBottom: 16 }}
            />
          )}
          <Flex gap="small" justify="end" wrap>
            <Link to={paths.services}>
              <Button>Back to Services</Button>
            </Link>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              Continue to Payment
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
};
