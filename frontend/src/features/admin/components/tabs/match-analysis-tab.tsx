import { Card, Col, Empty, Flex, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { MatchAnalysis } from '@mithaq/contracts';
import { useAdminMatchAnalysisQuery } from '../../api/matching-api';
import { formatDateTime } from '../../../../lib/format';
import { LoadError } from '../load-error';
import { TabToolbar } from '../tab-toolbar';
import { RecomputeProgress, useRecomputeProgress } from './recompute-progress';

type RecentHighMatch = MatchAnalysis['recentHighMatches'][number];

const BAR_AREA_HEIGHT = 180;
const barColor = '#1677ff';
const trackColor = 'rgba(0, 0, 0, 0.06)';

/** "30-39: 4, 40-49: 0, …": what the chart shows, for screen readers and tests. */
export const describeDistribution = (distribution: Record<string, number>): string =>
  Object.entries(distribution)
    .map(([bucket, count]) => `${bucket}: ${count}`)
    .join(', ');

/** A column per score bucket, its height proportional to the bucket's count of matches. */
const DistributionChart = ({ distribution }: { distribution: Record<string, number> }) => {
  const buckets = Object.entries(distribution);
  const highest = Math.max(1, ...buckets.map(([, count]) => count));
  return (
    <div
      role="img"
      aria-label={`Score distribution: ${describeDistribution(distribution)}`}
      style={{ display: 'flex', alignItems: 'flex-end', gap: 8, paddingTop: 8 }}
    >
      {buckets.map(([bucket, count]) => (
        <div
          key={bucket}
          aria-hidden
          style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
        >
          <span style={{ fontSize: 12 }}>{count}</span>
          <div
            style={{
              width: '100%',
              maxWidth: 48,
              height: BAR_AREA_HEIGHT,
              display: 'flex',
              alignItems: 'flex-end',
              background: trackColor,
              borderRadius: 4,
            }}
          >
            <div
              data-bucket={bucket}
              style={{
                width: '100%',
                height: `${(count / highest) * 100}%`,
                background: barColor,
                borderRadius: 4,
              }}
            />
          </div>
          <span style={{ fontSize: 12, marginTop: 4, whiteSpace: 'nowrap' }}>{bucket}</span>
        </div>
      ))}
    </div>
  );
};

/** Each factor with the share of matches that have it in common, highest first. */
const FactorBars = ({ factors }: { factors: Record<string, number> }) => {
  const rows = Object.entries(factors).sort(([, a], [, b]) => b - a);
  if (rows.length === 0) {
    return <Empty description="No matches yet" />;
  }
  return (
    <ul aria-label="Matching factors" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map(([name, percent]) => (
        <li key={name} style={{ marginBottom: 10 }}>
          <Flex justify="space-between">
            <span>{name}</span>
            <span>{`${percent}%`}</span>
          </Flex>
          <div
            role="img"
            aria-label={`${name}: ${percent}%`}
            style={{ height: 8, background: trackColor, borderRadius: 4 }}
          >
            <div
              style={{
                width: `${Math.max(0, Math.min(100, percent))}%`,
                height: '100%',
                background: barColor,
                borderRadius: 4,
              }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
};

const recentColumns: TableColumnsType<RecentHighMatch> = [
  {
    title: 'Members',
    key: 'members',
    render: (_value, match) => (
      <Flex vertical>
        <span>
          <strong>{match.user1Name}</strong>{' '}
          <Typography.Text type="secondary">({match.user1Id})</Typography.Text>
        </span>
        <span>
          <strong>{match.user2Name}</strong>{' '}
          <Typography.Text type="secondary">({match.user2Id})</Typography.Text>
        </span>
      </Flex>
    ),
  },
  { title: 'Score', key: 'score', render: (_value, match) => `${match.score}%` },
  {
    title: 'Factors',
    key: 'factors',
    render: (_value, match) => (
      <Flex gap={4} wrap>
        {match.factors.map((factor) => (
          <Tag key={factor}>{factor}</Tag>
        ))}
      </Flex>
    ),
  },
  {
    title: 'Created',
    key: 'createdAt',
    render: (_value, match) => formatDateTime(match.createdAt),
  },
];

/** Read-only statistics of the stored matches. */
export const MatchAnalysisTab = () => {
  // Matches change whenever members do, so each visit reads the current figures.
  const { data, isLoading, error } = useAdminMatchAnalysisQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const progress = useRecomputeProgress();

  return (
    <>
      <TabToolbar title="Match Analysis" />
      <RecomputeProgress state={progress} />
      {error !== undefined && <LoadError what="the match analysis" error={error} />}
      {isLoading && <Skeleton active />}
      {data && (
        <Flex vertical gap="middle">
          <Row gutter={[16, 16]}>
            <Col xs={24} md={8}>
              <Card>
                <Statistic title="Total Matches" value={data.totalMatches} />
              </Card>
            </Col>
            <Col xs={24} md={8}>
              <Card>
                <Statistic title="Average Score" value={data.averageScore} suffix="%" />
              </Card>
            </Col>
            <Col xs={24} md={8}>
              <Card>
                <Statistic title="High Compatibility (85%+)" value={data.highCompatibilityCount} />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card title="Score Distribution">
                <DistributionChart distribution={data.matchDistribution} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title="Matching Factors">
                <FactorBars factors={data.matchingFactors} />
              </Card>
            </Col>
          </Row>
          <Card title="Recent High Matches">
            <Table<RecentHighMatch>
              rowKey={(match) => `${match.user1Id}:${match.user2Id}`}
              columns={recentColumns}
              dataSource={data.recentHighMatches}
              pagination={false}
              locale={{ emptyText: 'No high-compatibility matches yet' }}
              scroll={{ x: true }}
            />
          </Card>
        </Flex>
      )}
    </>
  );
};
