import {
  contactCardFieldSchemas,
  contactCardSchema,
  ContactExchangeMessage,
  type ContactCardRequest,
} from '@mithaq/contracts';
import { Alert, Button, Card, Form, Input, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { schemaMessage, schemaRule, showFieldErrors } from '../../../lib/form-rules';
import { serverMessageOf, useMutationAction } from '../../../lib/use-mutation-action';
import { useGetContactCardQuery, useUpdateContactCardMutation } from '../api/contact-card-api';

interface Values {
  phone: string;
  email: string;
  other: string;
}

const fieldNames = ['phone', 'email', 'other'] as const;

/**
 * "Contact details to share": what the member reveals, by an explicit action, to the one match
 * they exchange contact details with (Silver and Gold). Nothing here is shown to anyone else.
 */
export const ContactCardForm = () => {
  const { data, isLoading, error } = useGetContactCardQuery();
  const [save, { isLoading: saving }] = useUpdateContactCardMutation();
  const run = useMutationAction();
  const [form] = Form.useForm<Values>();
  const [cardError, setCardError] = useState<string | null>(null);

  useEffect(() => {
    form.setFieldsValue({
      phone: data?.phone ?? '',
      email: data?.email ?? '',
      other: data?.other ?? '',
    });
  }, [data, form]);

  const onFinish = async (values: Values) => {
    const body: ContactCardRequest = {
      phone: values.phone ?? '',
      email: values.email ?? '',
      other: values.other ?? '',
    };
    const problem = schemaMessage(contactCardSchema, body);
    setCardError(problem === ContactExchangeMessage.NothingToShare ? problem : null);
    if (problem === ContactExchangeMessage.NothingToShare) {
      return;
    }
    const outcome = await run(save(body), {
      success: {
        title: 'Contact details saved',
        description: 'They are shown only to the match you choose to reveal them to.',
      },
      failure: { title: 'Could not save your contact details', description: 'Please try again.' },
    });
    if (!outcome.ok) {
      showFieldErrors(form, outcome.error.fields, fieldNames);
    }
  };

  return (
    <Card title="Contact details to share">
      <Typography.Paragraph type="secondary">
        With Silver or Gold you can exchange contact details with one agreed match. Nothing here is
        shown to anyone until you choose to reveal it in that conversation.
      </Typography.Paragraph>
      {isLoading && <Skeleton active paragraph={{ rows: 3 }} />}
      {error !== undefined && (
        <Alert
          type="error"
          showIcon
          title="Could not load your contact details"
          description={serverMessageOf(error, 'Please try again later.')}
        />
      )}
      {!isLoading && error === undefined && (
        <Form<Values>
          form={form}
          // A form name prefixes the field ids (contactCard_email): the profile form on the same
          // page already has #email, and ids must be unique.
          name="contactCard"
          layout="vertical"
          aria-label="Contact details to share"
          onFinish={(values) => void onFinish(values)}
          onValuesChange={() => setCardError(null)}
        >
          <Form.Item label="Phone" name="phone" rules={[schemaRule(contactCardFieldSchemas.phone)]}>
            <Input autoComplete="tel" placeholder="+44 7700 900123" />
          </Form.Item>
          <Form.Item label="Email" name="email" rules={[schemaRule(contactCardFieldSchemas.email)]}>
            <Input autoComplete="email" placeholder="you@example.com" />
          </Form.Item>
          <Form.Item
            label="Other"
            name="other"
            extra="For example a messaging app handle, or a wali's number"
            rules={[schemaRule(contactCardFieldSchemas.other)]}
          >
            <Input />
          </Form.Item>
          {cardError && (
            <Alert type="error" showIcon title={cardError} style={{ marginBottom: 16 }} />
          )}
          <Button type="primary" htmlType="submit" loading={saving}>
            Save contact details
          </Button>
        </Form>
      )}
    </Card>
  );
};
