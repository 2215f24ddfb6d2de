import { reportReasonLabels, reportReasons, type ReportReason } from '@mithaq/contracts';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';

export interface ReportValues {
  reason: ReportReason;
  note?: string;
}

interface ReportDialogProps {
  title: string;
  /** The reported message's text, quoted so the member sees exactly what they report. */
  quote?: string;
  /** Resolves true when the report was filed (the dialog then closes). */
  onSubmit: (values: ReportValues) => Promise<boolean>;
  onClose: () => void;
}

const reasonOptions = reportReasons.map((reason) => ({
  value: reason,
  label: reportReasonLabels[reason],
}));

/** A reason from the short list and an optional note, for a message or a member. */
export const ReportDialog = ({ title, quote, onSubmit, onClose }: ReportDialogProps) => {
  const [form] = Form.useForm<ReportValues>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: ReportValues) => {
    setBusy(true);
    const note = values.note?.trim();
    const done = await onSubmit({ reason: values.reason, ...(note ? { note } : {}) });
    setBusy(false);
    if (done) {
      onClose();
    }
  };

  return (
    <Modal
      open
      title={title}
      okText="Send report"
      onOk={() => form.submit()}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
    >
      {quote !== undefined && (
        <Typography.Paragraph
          aria-label="Reported message"
          type="secondary"
          ellipsis={{ rows: 3 }}
          style={{ borderInlineStart: '3px solid currentColor', paddingInlineStart: 8 }}
        >
          {quote}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="reason"
          label="Reason"
          rules={[{ required: true, message: 'Please choose a reason' }]}
        >
          <Select options={reasonOptions} placeholder="Choose a reason" aria-label="Reason" />
        </Form.Item>
        <Form.Item
          name="note"
          label="Note (optional)"
          rules={[{ max: 500, message: 'The note must be at most 500 characters' }]}
        >
          <Input.TextArea rows={3} aria-label="Note" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
