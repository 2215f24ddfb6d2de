import {
  MEETING_MAX_PROPOSED_DATES,
  meetingProposalSchema,
  type DocumentMatch,
} from '@mithaq/contracts';
import { Button, Card, Flex, Form, Input, type FormRule } from 'antd';
import { schemaMessage, showFieldErrors } from '../../../lib/form-rules';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useProposeMeetingMutation } from '../api/documents-api';
import { todayIso } from '../lib/document-rules';

interface ProposalValues {
  date1?: string;
  date2?: string;
  date3?: string;
  area?: string;
}

const dateFields = ['date1', 'date2', 'date3'] as const;

const datesOf = (values: ProposalValues): string[] =>
  dateFields.map((field) => values[field]).filter((date): date is string => !!date);

/** The dates together: at least one, none twice (checked on the first date's field). */
const datesRule: FormRule = ({ getFieldsValue }) => ({
  validator: () => {
    const message = schemaMessage(
      meetingProposalSchema.shape.dates,
      datesOf(getFieldsValue([...dateFields]) as ProposalValues),
    );
    return message === null ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

/** Once the fee is paid: up to three dates and a preferred area for the meeting. */
export const MeetingProposalForm = ({ match }: { match: DocumentMatch }) => {
  const [propose, { isLoading }] = useProposeMeetingMutation();
  const run = useMutationAction();
  const [form] = Form.useForm<ProposalValues>();

  const submit = async (values: ProposalValues) => {
    const proposal = { dates: datesOf(values), area: values.area?.trim() ?? '' };
    const outcome = await run(propose({ matchId: match.id, ...proposal }), {
      success: {
        title: 'Proposal sent',
        description: 'Our team will arrange the meeting and let you both know.',
      },
      failure: { title: 'Proposal failed', description: 'Could not send your proposal' },
    });
    if (!outcome.ok) {
      showFieldErrors(form, outcome.error.fields, ['area']);
    }
  };

  return (
    <Card title="Propose the meeting" role="region" aria-label="Propose the meeting">
      <Form<ProposalValues>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
      >
        <Flex wrap gap="middle">
          {dateFields.slice(0, MEETING_MAX_PROPOSED_DATES).map((field, index) => (
            <Form.Item
              key={field}
              name={field}
              label={`Date ${index + 1}`}
              {...(index === 0 ? { rules: [datesRule], dependencies: ['date2', 'date3'] } : {})}
            >
              <Input type="date" min={todayIso()} />
            </Form.Item>
          ))}
        </Flex>
        <Form.Item
          name="area"
          label="Preferred area"
          rules={[
            { required: true, whitespace: true, message: 'Please enter a preferred area' },
            { max: 200, message: 'The area must be at most 200 characters' },
          ]}
        >
          <Input placeholder="e.g. Central Manchester" maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Send Proposal
        </Button>
      </Form>
    </Card>
  );
};
