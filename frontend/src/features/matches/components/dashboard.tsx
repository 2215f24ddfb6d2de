import { BookOutlined, HeartOutlined, RightOutlined } from '@ant-design/icons';
import type {
  CurrentUser,
  MatchDashboard,
  MatchSort,
  NotMatchableReason,
  TopMatch,
} from '@mithaq/contracts';
import {
  Alert,
  Avatar,
  Card,
  Col,
  Empty,
  Flex,
  Row,
  Select,
  Spin,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { initialsOf } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { displayNameOf } from '../../../lib/session';
import { useGetMatchDashboardQuery } from '../api/matches-api';
import { useLoadFailureToast } from '../hooks/use-load-failure-toast';
import { useMatchRequests } from '../hooks/use-match-requests';
import { levelColors, levelLabels, sortOptions } from '../lib/compatibility';
import { SendRequestButton } from './send-request-button';
import { UpgradePrompt } from './upgrade-prompt';

/** Why a member has no matches yet, said plainly under the header. */
const notMatchableHints: Record<NotMatchableReason, string> = {
  'profile-not-approved':
    'Your profile is awaiting approval. You will see your matches once an administrator has approved it.',
  'questionnaire-incomplete':
    'Complete the compatibility questionnaire so we can find members who fit your answers.',
  'questionnaire-not-approved':
    'Your questionnaire is awaiting approval. You will see your matches once an administrator has approved it.',
};

const headerText = (dashboard: MatchDashboard): string =>
  dashboard.notMatchableReason
    ? 'Complete your profile to find matches'
    : `${dashboard.totalMatches} potential matches found based on your profile`;

const TopMatchItem = ({ match, canSend }: { match: TopMatch; canSend?: boolean }) => (
  <Card size="small" role="article" aria-label={`Top match @${match.username}`}>
    <Flex wrap gap="middle" align="center" justify="space-between">
      <Flex gap="middle" align="flex-start">
        <Avatar aria-hidden style={{ flexShrink: 0 }}>
          {initialsOf(match.username)}
        </Avatar>
        <Flex vertical gap={4}>
          <Typography.Text strong>
            {match.name} <Typography.Text type="secondary">@{match.username}</Typography.Text>
          </Typography.Text>
          <Typography.Text type="secondary">
            {match.age} years · {match.location}
          </Typography.Text>
          <Flex wrap gap={4}>
            <Tag color={levelColors[match.compatibilityLevel]}>
              {levelLabels[match.compatibilityLevel]} · {match.compatibilityScore}%
            </Tag>
            {match.keyMatchingAreas.map((area) => (
              <Tag key={area}>{area}</Tag>
            ))}
          </Flex>
        </Flex>
      </Flex>
      <SendRequestButton target={{ id: match.id, username: match.username }} canSend={canSend} />
    </Flex>
  </Card>
);

const SummaryCard = ({
  dashboard,
  sort,
  onSort,
}: {
  dashboard: MatchDashboard;
  sort: MatchSort;
  onSort: (sort: MatchSort) => void;
}) => {
  const tiles = [
    { key: 'total', title: 'Total Matches', value: dashboard.totalMatches },
    {
      key: 'high',
      title: 'High Compatibility',
      value: dashboard.matchCategories.highCompatibility,
    },
    {
      key: 'medium',
      title: 'Medium Compatibility',
      value: dashboard.matchCategories.mediumCompatibility,
    },
    {
      key: 'basic',
      title: 'Basic Compatibility',
      value: dashboard.matchCategories.basicCompatibility,
    },
  ];
  return (
    <Card
      title="Match Summary"
      role="region"
      aria-label="Match Summary"
      extra={
        <Select<MatchSort>
          aria-label="Sort matches"
          value={sort}
          options={sortOptions}
          onChange={onSort}
          style={{ minWidth: 200 }}
        />
      }
    >
      <Row gutter={[16, 16]}>
        {tiles.map((tile) => (
          <Col key={tile.key} xs={12} md={6}>
            <Card size="small" role="group" aria-label={tile.title}>
              <Statistic title={tile.title} value={tile.value} />
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
};

const DashboardBody = ({
  dashboard,
  sort,
  onSort,
}: {
  dashboard: MatchDashboard;
  sort: MatchSort;
  onSort: (sort: MatchSort) => void;
}) => (
  <Flex vertical gap="large">
    <SummaryCard dashboard={dashboard} sort={sort} onSort={onSort} />
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={16}>
        <Card
          title="Top Matches"
          role="region"
          aria-label="Top Matches"
          extra={<Link to={paths.matches}>View all matches</Link>}
        >
          {dashboard.topMatches.length === 0 ? (
            <Empty description="No matches found. Complete your profile to find compatible matches." />
          ) : (
            <Flex vertical gap="small">
              {dashboard.topMatches.map((match) => (
                <TopMatchItem
                  key={match.id}
                  match={match}
                  canSend={dashboard.access?.canSendRequests}
                />
              ))}
            </Flex>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title="Common Matching Areas" role="region" aria-label="Common Matching Areas">
          {dashboard.commonMatchingAreas.length === 0 ? (
            <Typography.Text type="secondary">
              Shared areas appear here once you have matches.
            </Typography.Text>
          ) : (
            <ul aria-label="Common matching areas" style={{ margin: 0, paddingInlineStart: 20 }}>
              {dashboard.commonMatchingAreas.map((area) => (
                <li key={area}>{area}</li>
              ))}
            </ul>
          )}
        </Card>
      </Col>
    </Row>
  </Flex>
);

const ServiceCards = () => (
  <Row gutter={[24, 24]}>
    <Col xs={24} md={12}>
      <Card role="region" aria-label="Marriage Course">
        <Flex vertical gap="small">
          <Typography.Title level={4} style={{ margin: 0 }}>
            <BookOutlined aria-hidden /> Marriage Course
          </Typography.Title>
          <Typography.Text type="secondary">
            Prepare for married life and earn the Certified badge on your profile.
          </Typography.Text>
          <Link to={paths.marriageCourse}>
            Explore the Marriage Course <RightOutlined aria-hidden />
          </Link>
        </Flex>
      </Card>
    </Col>
    <Col xs={24} md={12}>
      <Card role="region" aria-label="Nikah Services">
        <Flex vertical gap="small">
          <Typography.Title level={4} style={{ margin: 0 }}>
            <HeartOutlined aria-hidden /> Nikah Services
          </Typography.Title>
          <Typography.Text type="secondary">
            Help with arranging your nikah, from the ceremony to the paperwork.
          </Typography.Text>
          <Link to={paths.nikahServices}>
            Explore Nikah Services <RightOutlined aria-hidden />
          </Link>
        </Flex>
      </Card>
    </Col>
  </Row>
);

/** "Your Dashboard": the signed-in view of "/". */
export const Dashboard = ({ user }: { user: CurrentUser }) => {
  const [sort, setSort] = useState<MatchSort>('compatibility');
  const { data, error, isFetching } = useGetMatchDashboardQuery(sort);
  // The button states of the top matches come from the member's request lists.
  useMatchRequests();
  useLoadFailureToast(error, 'Failed to load matches');

  let body;
  if (error !== undefined) {
    body = <Alert type="error" showIcon title="Error loading matches. Please try again later." />;
  } else if (!data) {
    body = (
      <Flex justify="center" role="status" aria-label="Loading matches">
        <Spin size="large" />
      </Flex>
    );
  } else {
    body = (
      <Spin spinning={isFetching}>
        <DashboardBody dashboard={data} sort={sort} onSort={setSort} />
      </Spin>
    );
  }

  return (
    <Flex vertical gap="large">
      <Flex vertical>
        <Typography.Title level={1}>Your Dashboard</Typography.Title>
        <Typography.Text type="secondary">Assalamu alaikum, {displayNameOf(user)}.</Typography.Text>
        {data && (
          <Typography.Title level={4} style={{ marginTop: 8 }}>
            {headerText(data)}
          </Typography.Title>
        )}
        {data?.notMatchableReason && (
          <Alert
            type="info"
            showIcon
            title={notMatchableHints[data.notMatchableReason]}
            action={
              data.notMatchableReason === 'questionnaire-incomplete' ? (
                <Link to={paths.questionnaire}>Complete Questionnaire</Link>
              ) : (
                <Link to={paths.profile}>View Profile</Link>
              )
            }
          />
        )}
      </Flex>
      {data && <UpgradePrompt access={data.access} />}
      {body}
      <ServiceCards />
    </Flex>
  );
};
