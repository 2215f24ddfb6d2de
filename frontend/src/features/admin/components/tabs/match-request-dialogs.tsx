import { Alert, Button, Descriptions, Form, Input, Modal, Select, Tag } from 'antd';
import { LoadingSpin } from '../../../../components/loading-spin';
import {
  ADMIN_NOTES_MAX,
  matchRequestStatuses,
  type AdminMatchRequest,
  type AdminMatchRequestParty,
  type MatchRequestStatus,
} from '@mithaq/contracts';
import { useEffect, useRef } from 'react';
import { useToast } from '../../../../lib/toast';
import {
  useAdminMatchRequestQuery,
  useAdminUpdateMatchRequestMutation,
} from '../../api/matching-api';
import { serverMessageOf, useMutationAction } from '../../../../lib/use-mutation-action';
import { formatDateTime } from '../../../../lib/format';
import { practiceLevelLabel } from '../../lib/user-labels';
import { FormDialog } from '../form-dialog';

export const matchRequestStatusLabels: Record<MatchRequestStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

const statusColors: Record<MatchRequestStatus, string> = {
  pending: 'gold',
  accepted: 'green',
  declined: 'red',
  expired: 'default',
};

export const MatchRequestStatusTag = ({ status }: { status: MatchRequestStatus }) => (
  <Tag color={statusColors[status]}>{matchRequestStatusLabels[status]}</Tag>
);

export const PartyDetails = ({ party }: { party: AdminMatchRequestParty }) => (
  <>
    <strong>{party.fullName || '—'}</strong>
    <div>{party.username}</div>
    <div>{party.email}</div>
    <div>{practiceLevelLabel(party.practiceLevel)}</div>
  </>
);

/** 'Match request details': fetches the one request afresh each time it opens. */
export const MatchRequestDetailsDialog = ({
  id,
  onClose,
  onTakeAction,
}: {
  id: string;
  onClose: () => void;
  onTakeAction: (request: AdminMatchRequest) => void;
}) => {
  const {
    data: request,
    error,
    isFetching,
  } = useAdminMatchRequestQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  const toast = useToast();
  const toasted = useRef(false);
  useEffect(() => {
    if (error !== undefined && !toasted.current) {
      toasted.current = true;
      toast.error(
        'Failed to fetch request details',
        serverMessageOf(error, 'Failed to fetch match request details'),
      );
    }
  }, [error, toast]);

  const footer = [
    <Button key="close" onClick={onClose}>
      Close
    </Button>,
  ];
  if (request?.status === 'pending') {
    footer.push(
      <Button key="action" type="primary" onClick={() => onTakeAction(request)}>
        Take Action
      </Button>,
    );
  }

  return (
    <Modal
      open
      title="Match Request Details"
      onCancel={onClose}
      footer={footer}
      width={680}
      destroyOnHidden
    >
      {error !== undefined && (
        <Alert type="error" showIcon title="Failed to fetch request details" />
      )}
      {request === undefined && error === undefined && isFetching && (
        <LoadingSpin label="Loading request details" />
      )}
      {request && error === undefined && (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Requester">
            <PartyDetails party={request.requester} />
          </Descriptions.Item>
          <Descriptions.Item label="Target">
            <PartyDetails party={request.target} />
          </Descriptions.Item>
          <Descriptions.Item label="Message">
            <span style={{ whiteSpace: 'pre-wrap' }}>{request.message || '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Status">
            <MatchRequestStatusTag status={request.status} />
          </Descriptions.Item>
          <Descriptions.Item label="Request date">
            {formatDateTime(request.requestDate)}
          </Descriptions.Item>
          <Descriptions.Item label="Response date">
            {formatDateTime(request.responseDate)}
          </Descriptions.Item>
          <Descriptions.Item label="Admin notes">
            <span style={{ whiteSpace: 'pre-wrap' }}>{request.adminNotes || '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Visible to members">
            {request.isVisible ? 'Yes' : 'No'}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
};

interface ActionFields {
  status?: MatchRequestStatus;
  adminNotes?: string;
}

/**
 * 'Take action on a match request': a status must be chosen; notes are trimmed and sent only if
 * non-empty.
 */
export const TakeActionDialog = ({
  request,
  onClose,
}: {
  request: AdminMatchRequest;
  onClose: () => void;
}) => {
  const [update] = useAdminUpdateMatchRequestMutation();
  const run = useMutationAction();
  const submit = async ({ status, adminNotes }: ActionFields) => {
    if (!status) {
      return false;
    }
    const notes = (adminNotes ?? '').trim();
    return (
      await run(update({ id: request.id, status, ...(notes ? { adminNotes: notes } : {}) }), {
        success: { title: 'Match request updated successfully' },
        failure: { title: 'Update failed', description: 'Failed to update match request' },
      })
    ).ok;
  };
  return (
    <FormDialog<ActionFields>
      title={`Take Action: ${request.requester.fullName || request.requester.username} → ${
        request.target.fullName || request.target.username
      }`}
      okText="Update Request"
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="status"
        label="Status"
        required
        rules={[{ required: true, message: 'Please choose a status' }]}
      >
        <Select<MatchRequestStatus>
          placeholder="Choose a status"
          options={matchRequestStatuses.map((status) => ({
            value: status,
            label: matchRequestStatusLabels[status],
          }))}
        />
      </Form.Item>
      <Form.Item
        name="adminNotes"
        label="Admin notes"
        rules={[
          {
            max: ADMIN_NOTES_MAX,
            message: `Admin notes must be at most ${ADMIN_NOTES_MAX} characters`,
          },
        ]}
      >
        <Input.TextArea rows={4} placeholder="Optional notes for the record" />
      </Form.Item>
    </FormDialog>
  );
};
