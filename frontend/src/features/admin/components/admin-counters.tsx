import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useAdminStatsQuery } from '../api/dashboard-api';
import { useAdminMessagingStatsQuery } from '../api/messaging-api';

/** Holds a count's line while it loads: one line high, as antd's skeleton of a title is not. */
const CountPlaceholder = () => (
  <Skeleton.Input
    active
    size="small"
    style={{ verticalAlign: 'middle', height: '1em', minWidth: 48, width: 48 }}
  />
);

const Counter = ({
  title,
  count,
  loading,
  failed,
}: {
  title: string;
  count: number | undefined;
  loading: boolean;
  failed: boolean;
}) => (
  <Col xs={24} sm={12} lg={6}>
    <Card>
      <Statistic
        title={title}
        value={failed || count === undefined ? '—' : count}
        // antd's own loading state is a skeleton 27 px taller than a count: the section tabs below
        // jumped up when the counts came, and a click aimed at them landed beside them. This
        // placeholder sits on the count's own line, so nothing moves.
        valueRender={(node) => (loading ? <CountPlaceholder /> : node)}
      />
    </Card>
  </Col>
);

/**
 * The four dashboard counters: Pending Approvals, Reported Messages, Total Users and Active Conversations. Reported Messages is the number of open message reports;
 * Active Conversations counts conversations with a message in the last 30 days (the spec's
 * "twice the reported count" was a placeholder and is replaced by the real figure).
 */
export const AdminCounters = () => {
  const users = useAdminStatsQuery();
  const messaging = useAdminMessagingStatsQuery();
  const fromUsers = { loading: users.isLoading, failed: users.isError };
  const fromMessaging = { loading: messaging.isLoading, failed: messaging.isError };
  return (
    <Row gutter={[16, 16]}>
      <Counter title="Pending Approvals" count={users.data?.pendingApprovals} {...fromUsers} />
      <Counter
        title="Reported Messages"
        count={messaging.data?.reportedMessages}
        {...fromMessaging}
      />
      <Counter title="Total Users" count={users.data?.totalUsers} {...fromUsers} />
      <Counter
        title="Active Conversations"
        count={messaging.data?.activeConversations}
        {...fromMessaging}
      />
    </Row>
  );
};
