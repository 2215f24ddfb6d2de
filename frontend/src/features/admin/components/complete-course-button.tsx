import { CheckCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useAdminCompleteCourseMutation } from '../api/course-admin-api';

interface CompleteCourseButtonProps {
  userId: string;
  name: string;
  certified: boolean;
  /** An icon with a tooltip, for a table row with several actions. */
  compact?: boolean;
}

/** 'Mark as Completed' sets completion and certification; once done it reads 'Completed & Certified', disabled. */
export const CompleteCourseButton = ({
  userId,
  name,
  certified,
  compact = false,
}: CompleteCourseButtonProps) => {
  const [complete] = useAdminCompleteCourseMutation();
  const run = useMutationAction();
  const [busy, setBusy] = useState(false);
  if (certified) {
    return compact ? (
      <Tooltip title="Completed & Certified">
        <Button disabled icon={<SafetyCertificateOutlined />} aria-label="Completed & Certified" />
      </Tooltip>
    ) : (
      <Button disabled icon={<SafetyCertificateOutlined />}>
        Completed & Certified
      </Button>
    );
  }
  const markCompleted = async () => {
    setBusy(true);
    await run(complete(userId), {
      success: {
        title: 'Course marked as completed',
        description: `${name} is now marriage-course certified`,
      },
      failure: { title: 'Update Failed', description: 'Failed to complete course' },
    });
    setBusy(false);
  };
  const button = (
    <Button
      icon={<CheckCircleOutlined />}
      loading={busy}
      aria-label={`Mark ${name} as Completed`}
      onClick={() => void markCompleted()}
    >
      {compact ? null : 'Mark as Completed'}
    </Button>
  );
  return compact ? <Tooltip title="Mark as Completed">{button}</Tooltip> : button;
};
