import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { formatDay } from '../../../lib/format';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useCancelUserSubscriptionMutation } from '../api/subscription-api';
import { CancelMessage } from '../lib/subscription-labels';

interface CancelDialogProps {
  open: boolean;
  periodEnd: string | null;
  onClose: () => void;
}

/** Cancels at the end of the period, with an optional reason. */
export const CancelDialog = ({ open, periodEnd, onClose }: CancelDialogProps) => {
  const [reason, setReason] = useState('');
  const [cancel, { isLoading }] = useCancelUserSubscriptionMutation();
  const run = useMutationAction();

  const submit = async () => {
    const trimmed = reason.trim();
    const outcome = await run(cancel(trimmed ? { reason: trimmed } : {}), {
      success: {
        title: CancelMessage.done,
        description: (reply) =>
          reply.currentPeriodEnd
            ? `You will keep your membership until ${formatDay(reply.currentPeriodEnd)}.`
            : 'Your subscription will not renew.',
      },
      failure: { title: CancelMessage.failedTitle, description: CancelMessage.failedText },
    });
    if (outcome.ok) {
      setReason('');
      onClose();
    }
  };

  return (
    <Modal
      title="Cancel Subscription"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="Cancel Subscription"
      cancelText="Keep Subscription"
      okButtonProps={{ danger: true, loading: isLoading }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Your subscription will not renew.
        {periodEnd
          ? ` You keep your Bronze membership until ${formatDay(periodEnd)}.`
          : ' You keep your Bronze membership until the end of the current billing period.'}
      </Typography.Paragraph>
      <Input.TextArea
        aria-label="Reason for cancelling (optional)"
        placeholder="Tell us why you are cancelling (optional)"
        rows={3}
        maxLength={1000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
};
