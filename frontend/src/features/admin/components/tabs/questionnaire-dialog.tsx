import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Empty, Flex, Form, Input, Modal, Tag } from 'antd';
import { LoadingSpin } from '../../../../components/loading-spin';
import { useEffect, useState } from 'react';
import {
  questionnaireSections,
  type Questionnaire,
  type QuestionnaireField,
  type QuestionnaireReviewItem,
} from '@mithaq/contracts';
import { apiErrorOf } from '../../../../lib/api-error';
import { useToast } from '../../../../lib/toast';
import {
  useAdminApproveQuestionnaireMutation,
  useAdminQuestionnaireQuery,
  useAdminRejectQuestionnaireMutation,
} from '../../api/users-api';
import { useMutationAction } from '../../../../lib/use-mutation-action';
import { humanize } from '../../lib/user-labels';

const LOAD_FAILED = 'Could not load questionnaire data';

const fieldLabels: Partial<Record<QuestionnaireField, string>> = {
  priorityReligiousness: 'Importance of religiousness',
  priorityEthnicity: 'Importance of ethnicity',
  priorityEducation: 'Importance of education',
  priorityAge: 'Importance of age',
  lookingForPracticeLevel: "Spouse's practice level",
  height: 'Height (cm)',
  weight: 'Weight (kg)',
};

const answerText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') {
    return '—';
  }
  if (typeof value === 'boolean') {
    return value ? 'Yes' : 'No';
  }
  if (typeof value === 'string') {
    return humanize(value);
  }
  return typeof value === 'number' ? String(value) : '—';
};

/** One member's answers, section by section, in the questionnaire's own order. */
const Answers = ({ questionnaire }: { questionnaire: Questionnaire }) => (
  <Flex vertical gap="middle">
    {questionnaireSections.map((section) => (
      <Descriptions
        key={section.key}
        title={section.title}
        column={1}
        size="small"
        bordered
        items={section.fields
          .filter(
            (field: QuestionnaireField) =>
              !(field === 'hijabLevel' || field === 'beardLevel') ||
              (questionnaire[field] !== null && questionnaire[field] !== undefined),
          )
          .map((field: QuestionnaireField) => ({
            key: field,
            label: fieldLabels[field] ?? humanize(field),
            children: answerText(questionnaire[field]),
          }))}
      />
    ))}
  </Flex>
);

const statusColors = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** View a questionnaire, then approve it or reject it with a reason (3–500 characters). */
export const QuestionnaireDialog = ({
  item,
  onClose,
}: {
  item: QuestionnaireReviewItem;
  onClose: () => void;
}) => {
  const { data, isLoading, error } = useAdminQuestionnaireQuery(item.userId);
  const [approve, { isLoading: approving }] = useAdminApproveQuestionnaireMutation();
  const [reject, { isLoading: rejecting }] = useAdminRejectQuestionnaireMutation();
  const run = useMutationAction();
  const toast = useToast();
  const [reasonOpen, setReasonOpen] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  // A 404 or 401 means there is no questionnaire to show, silently.
  const status = error === undefined ? null : apiErrorOf(error).status;
  const failed = error !== undefined && status !== 404 && status !== 401;
  useEffect(() => {
    if (failed) {
      toast.error('Error', LOAD_FAILED);
    }
  }, [failed, toast]);

  const doApprove = async () => {
    const reply = await run(approve(item.userId), {
      success: { title: 'Questionnaire approved' },
      failure: { title: 'Approval failed', description: 'Failed to update questionnaire' },
    });
    if (reply.ok) {
      onClose();
    }
  };
  const doReject = async ({ reason }: { reason: string }) => {
    const reply = await run(reject({ userId: item.userId, reason: reason.trim() }), {
      success: { title: 'Questionnaire rejected' },
      failure: { title: 'Rejection failed', description: 'Failed to update questionnaire' },
    });
    if (reply.ok) {
      onClose();
    }
  };

  const name = item.fullName || item.userId;
  const footer = data ? (
    <Flex gap="small" justify="end">
      <Button onClick={onClose}>Close</Button>
      {reasonOpen ? (
        <Button danger loading={rejecting} onClick={() => form.submit()}>
          Confirm Rejection
        </Button>
      ) : (
        <Button danger icon={<CloseOutlined />} onClick={() => setReasonOpen(true)}>
          Reject
        </Button>
      )}
      <Button
        type="primary"
        icon={<CheckOutlined />}
        loading={approving}
        disabled={data.reviewStatus === 'approved' && !item.needsReview}
        onClick={() => void doApprove()}
      >
        Approve
      </Button>
    </Flex>
  ) : (
    <Button onClick={onClose}>Close</Button>
  );

  return (
    <Modal
      open
      title={`Questionnaire: ${name}`}
      onCancel={onClose}
      footer={footer}
      width={720}
      destroyOnHidden
    >
      {isLoading && <LoadingSpin label="Loading questionnaire" />}
      {failed && <Alert type="error" showIcon title={LOAD_FAILED} />}
      {!isLoading && !data && !failed && <Empty description="No questionnaire submitted" />}
      {data && (
        <Flex vertical gap="middle">
          <Flex gap="small" align="center" wrap>
            <Tag color={statusColors[data.reviewStatus]}>{humanize(data.reviewStatus)}</Tag>
            {item.needsReview && <Tag color="orange">Changed since approval</Tag>}
            {data.reviewReason && <span>Reason: {data.reviewReason}</span>}
          </Flex>
          {reasonOpen && (
            <Form<{ reason: string }>
              form={form}
              layout="vertical"
              onFinish={(values) => void doReject(values)}
            >
              <Form.Item
                name="reason"
                label="Reason for rejection"
                required
                rules={[
                  { required: true, whitespace: true, message: 'A reason is required' },
                  { min: 3, message: 'The reason must be at least 3 characters' },
                  { max: 500, message: 'The reason must be at most 500 characters' },
                ]}
              >
                <Input.TextArea rows={3} maxLength={500} showCount />
              </Form.Item>
            </Form>
          )}
          <Answers questionnaire={data} />
        </Flex>
      )}
    </Modal>
  );
};
