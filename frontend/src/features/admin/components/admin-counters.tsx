import { Card, Col, Row, Statistic } from 'antd';
import { useAdminStatsQuery } from '../api/dashboard-api';

/**
 * Only the counters whose API exists: Reported Messages and Active Conversations come from the
 * messaging service, which is not built yet, so they are not shown rather than faked.
 */
export const AdminCounters = () => {
  const { data, isLoading, isError } = useAdminStatsQuery();
  const value = (count: number | undefined) => (isError || count === undefined ? '—' : count);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} lg={6}>
        <Card>
          <Statistic title="Total Users" value={value(data?.totalUsers)} loading={isLoading} />
        </Card>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Card>
          <Statistic
            title="Pending Approvals"
            value={value(data?.pendingApprovals)}
            loading={isLoading}
          />
        </Card>
      </Col>
    </Row>
  );
};
