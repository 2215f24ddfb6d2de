import { FileProtectOutlined, TeamOutlined } from '@ant-design/icons';
import type { DocumentMatch } from '@mithaq/contracts';
import { Alert, Button, Flex, Result, Tabs, Typography } from 'antd';
import { LoadingSpin } from '../../../components/loading-spin';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorOf } from '../../../lib/api-error';
import { useGetDocumentMatchQuery } from '../api/documents-api';
import { DocumentsTab } from '../components/documents-tab';
import { MeetingTab } from '../components/meeting-tab';

/** While a meeting payment is processing the page asks the server again this often. */
export const MEETING_POLL_MS = 2000;

export const MATCH_NOT_FOUND = {
  title: 'Match not found',
  text: 'The match you are looking for does not exist or you do not have permission to view it.',
} as const;

const NotFound = () => (
  <Result
    status="404"
    title={MATCH_NOT_FOUND.title}
    subTitle={MATCH_NOT_FOUND.text}
    extra={
      <Link to={paths.matches}>
        <Button type="primary">Back to Matches</Button>
      </Link>
    }
  />
);

type TabKey = 'document-upload' | 'meeting-arrangement';

const MatchTabs = ({ match }: { match: DocumentMatch }) => {
  const [tab, setTab] = useState<TabKey>('document-upload');
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as TabKey)}
      items={[
        {
          key: 'document-upload',
          label: 'Document Upload',
          icon: <FileProtectOutlined />,
          children: <DocumentsTab match={match} />,
        },
        {
          key: 'meeting-arrangement',
          label: 'Meeting Arrangement',
          icon: <TeamOutlined />,
          children: <MeetingTab match={match} />,
        },
      ]}
    />
  );
};

/**
 * /document-upload/{id}: the page of one accepted match, only for its two members. Documents
 * and photo reveal on one tab, the meeting arrangement on the other.
 */
export const DocumentUploadPage = () => {
  const { id = '' } = useParams();
  const [processing, setProcessing] = useState(false);
  const { data, error, isLoading, refetch } = useGetDocumentMatchQuery(id, {
    refetchOnMountOrArgChange: true,
    pollingInterval: processing ? MEETING_POLL_MS : 0,
  });
  const nowProcessing = data?.meetingDetails.paymentStatus === 'processing';
  if (nowProcessing !== processing) {
    setProcessing(nowProcessing);
  }

  if (isLoading) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <LoadingSpin label="Loading the match" size="large" />
      </Flex>
    );
  }
  if (error !== undefined && !data) {
    const { status } = apiErrorOf(error);
    if (status === 404 || status === 400 || status === 403) {
      return <NotFound />;
    }
    return (
      <Alert
        type="error"
        showIcon
        title="Could not load this match"
        description="Please try again in a moment."
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  }
  if (!data) {
    return <NotFound />;
  }
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 1000, margin: '0 auto', width: '100%' }}>
      <Flex vertical gap={4}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          Documents & Meeting with {data.name}
        </Typography.Title>
        <Typography.Text type="secondary">
          Verify your identity, choose whether to reveal your photos, and arrange a meeting once you
          are both approved.
        </Typography.Text>
      </Flex>
      <MatchTabs match={data} />
    </Flex>
  );
};
