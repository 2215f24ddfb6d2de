import type { MatchRequestView } from '@mithaq/contracts';
import { FileProtectOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { LoadingSpin } from '../../../components/loading-spin';
import { InitialsAvatar } from '../../../components/user-avatar';
import { documentUploadPath } from '../../../config/paths';
import {
  documentMatchWith,
  useGetDocumentMatchesQuery,
} from '../../../entities/documents/document-matches';
import { formatDate } from '../../../lib/format';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useRespondToMatchRequestMutation } from '../api/matches-api';
import { requestStatusTag } from '../lib/request-status';
import { AcceptedNextSteps } from './accepted-next-steps';

type Direction = 'sent' | 'received';

const RespondButtons = ({ request }: { request: MatchRequestView }) => {
  const [respond, { isLoading, originalArgs }] = useRespondToMatchRequestMutation();
  const run = useMutationAction();
  const answer = async (status: 'accepted' | 'declined') => {
    const accepted = status === 'accepted';
    await run(respond({ id: request.id, status }), {
      success: {
        title: accepted ? 'Match request accepted' : 'Match request declined',
        description: `You ${accepted ? 'accepted' : 'declined'} the request from @${request.requester.username}.`,
      },
      failure: {
        title: 'Could not answer the request',
        description: 'Failed to answer the match request',
      },
    });
  };
  return (
    <Flex gap="small">
      <Button
        type="primary"
        loading={isLoading && originalArgs?.status === 'accepted'}
        disabled={isLoading}
        onClick={() => void answer('accepted')}
      >
        Accept
      </Button>
      <Button
        danger
        loading={isLoading && originalArgs?.status === 'declined'}
        disabled={isLoading}
        onClick={() => void answer('declined')}
      >
        Decline
      </Button>
    </Flex>
  );
};

/** An accepted request's match page: documents, photo reveal and the meeting. */
const DocumentsLink = ({ partnerId }: { partnerId: string }) => {
  const { data } = useGetDocumentMatchesQuery();
  const match = documentMatchWith(data, partnerId);
  return match ? (
    <Link to={documentUploadPath(match.id)}>
      <Button icon={<FileProtectOutlined />}>Documents & meeting</Button>
    </Link>
  ) : null;
};

const RequestItem = ({
  request,
  direction,
}: {
  request: MatchRequestView;
  direction: Direction;
}) => {
  // Sent requests show the target, received ones the requester.
  const counterpart = direction === 'sent' ? request.target : request.requester;
  const tag = requestStatusTag(request.status, direction);
  const canAnswer = direction === 'received' && request.status === 'pending';
  return (
    <li
      aria-label={`Request ${direction === 'sent' ? 'to' : 'from'} @${counterpart.username}`}
      style={{ listStyle: 'none', padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}
    >
      <Flex wrap gap="middle" align="center" justify="space-between">
        <Flex gap="middle" align="flex-start">
          <InitialsAvatar name={counterpart.username} />
          <Flex vertical>
            <Flex wrap gap="small" align="center">
              <Typography.Text strong>@{counterpart.username}</Typography.Text>
              <Tag color={tag.color}>{tag.text}</Tag>
            </Flex>
            <Typography.Text type="secondary">{counterpart.countryOfResidence}</Typography.Text>
            {request.message && <Typography.Text>{request.message}</Typography.Text>}
            <Typography.Text type="secondary">
              {direction === 'sent' ? 'Sent' : 'Received'}{' '}
              {formatDate(request.requestDate || request.createdAt)}
            </Typography.Text>
          </Flex>
        </Flex>
        {canAnswer && <RespondButtons request={request} />}
        {request.status === 'accepted' && <DocumentsLink partnerId={counterpart.id} />}
      </Flex>
      {request.status === 'accepted' && (
        <div style={{ marginTop: 8, paddingInlineStart: 48 }}>
          <AcceptedNextSteps partnerId={counterpart.id} partnerUsername={counterpart.username} />
        </div>
      )}
    </li>
  );
};

interface RequestListProps {
  title: string;
  direction: Direction;
  requests: readonly MatchRequestView[];
  loading: boolean;
  failed: boolean;
  emptyText: string;
}

const RequestList = ({
  title,
  direction,
  requests,
  loading,
  failed,
  emptyText,
}: RequestListProps) => {
  let body;
  if (loading) {
    body = <LoadingSpin label={`Loading ${title.toLowerCase()}`} centered />;
  } else if (requests.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={failed ? `Could not load ${title.toLowerCase()}` : emptyText}
      />
    );
  } else {
    body = (
      <ul aria-label={title} style={{ margin: 0, padding: 0 }}>
        {requests.map((request) => (
          <RequestItem key={request.id} request={request} direction={direction} />
        ))}
      </ul>
    );
  }
  return (
    <Card title={title} role="region" aria-label={title}>
      {body}
    </Card>
  );
};

interface MatchRequestsTabProps {
  sent: readonly MatchRequestView[];
  received: readonly MatchRequestView[];
  sentLoading: boolean;
  receivedLoading: boolean;
  sentFailed: boolean;
  receivedFailed: boolean;
}

/** The Match Requests tab: received requests to answer and the member's own sent requests. */
export const MatchRequestsTab = (props: MatchRequestsTabProps) => {
  const { sent, received, sentLoading, receivedLoading, sentFailed, receivedFailed } = props;
  const nothing =
    !sentLoading &&
    !receivedLoading &&
    !sentFailed &&
    !receivedFailed &&
    sent.length === 0 &&
    received.length === 0;
  return (
    <Flex vertical gap="middle">
      {nothing && <Empty description="No match requests yet" />}
      <RequestList
        title="Received Requests"
        direction="received"
        requests={received}
        loading={receivedLoading}
        failed={receivedFailed}
        emptyText="No incoming match requests at this time"
      />
      <RequestList
        title="Sent Requests"
        direction="sent"
        requests={sent}
        loading={sentLoading}
        failed={sentFailed}
        emptyText="No outgoing requests yet"
      />
    </Flex>
  );
};
