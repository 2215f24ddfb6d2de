import {
  Card,
  Col,
  Empty,
  Flex,
  Row,
  Skeleton,
  Statistic,
  Table,
  Tag,
  Typography,
  theme,
} from 'antd';
import type { TableColumnsType } from 'antd';
import type { MatchAnalysis } from '@mithaq/contracts';
import { useAdminMatchAnalysisQuery } from '../../api/matching-api';
import { formatDateTime } from '../../../../lib/format';
import { LoadError } from '../load-error';
import { TabToolbar } from '../tab-toolbar';
import { RecomputeProgress, useRecomputeProgress } from './recompute-progress';

type RecentHighMatch = MatchAnalysis['recentHighMatches'][number];

const BAR_AREA_HEIGHT = 180;

/** The charts' bars in the brand colour over antd's fill grey. */
const useBarColours = () => {
  const { token } = theme.useToken();
  return { barColor: token.colorPrimary, trackColor: token.colorFillSecondary };
};

/** "30-39: 4, 40-49: 0, …": what the chart shows, for screen readers and tests. */
export const describeDistribution = (distribution: Record<string, number>): string =>
  Object.entries(distribution)
    .map(([bucket, count]) => `${bucket}: ${count}`)
    .join(', ');

/** A column per score bucket, its height proportional to the bucket's count of matches. */
const DistributionChart = ({ distribution }: { distribution: Record<string, number> }) => {
  const buckets = Object.entries(distribution);
  const highest = Math.max(1, ...buckets.map(([, count]) => count));
  const { barColor, trackColor } = useBarColours();
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
  const { barColor, trackColor } = useBarColours();
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

/**
 * A member by name; the id (shortened, copied whole) is there for looking the member up in User
 * Management, without taking the eye from the name.
 */
const MemberCell = ({ name, id }: { name: string; id: string }) => (
  <Flex vertical>
    <strong style={{ whiteSpace: 'nowrap' }}>{name}</strong>
    <Typography.Text
      type="secondary"
      style={{ fontSize: 12, whiteSpace: 'nowrap' }}
      copyable={{ text: id, tooltips: [`Copy ${name}'s member ID`, 'Copied'] }}
    >
      {`ID ${id.slice(0, 8)}`}
    </Typography.Text>
  </Flex>
);

/** A card's title as the h3 under the tab's h2, in the card's own title size. */
const CardHeading = ({ children }: { children: string }) => (
  <Typography.Title level={3} style={{ margin: 0, fontSize: 'inherit' }}>
    {children}
  </Typography.Title>
);

const recentColumns: TableColumnsType<RecentHighMatch> = [
  {
    title: 'Members',
    key: 'members',
    render: (_value, match) => (
      <Flex vertical gap={4}>
        <MemberCell name={match.user1Name} id={match.user1Id} />
        <MemberCell name={match.user2Name} id={match.user2Id} />
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
    render: (_value, match) => (
      <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(match.createdAt)}</span>
    ),
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
              <Card title={<CardHeading>Score Distribution</CardHeading>}>
                <DistributionChart distribution={data.matchDistribution} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title={<CardHeading>Matching Factors</CardHeading>}>
                <FactorBars factors={data.matchingFactors} />
              </Card>
            </Col>
          </Row>
          <Card title={<CardHeading>Recent High Matches</CardHeading>}>
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
