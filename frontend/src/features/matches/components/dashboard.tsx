import type { CurrentUser, MatchDashboard, MatchSort } from '@mithaq/contracts';
import { Alert, Card, Empty, Flex, Select, Spin, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Columns } from '../../../components/columns';
import { paths } from '../../../config/paths';
import { displayNameOf } from '../../../lib/session';
import { useGetMatchDashboardQuery } from '../api/matches-api';
import { useLoadFailureToast } from '../hooks/use-load-failure-toast';
import { useMatchRequests } from '../hooks/use-match-requests';
import { sortOptions } from '../lib/compatibility';
import { FIRST_DASHBOARD_SORT } from '../lib/first-data';
import { isReadyForMatches } from '../lib/member-status';
import { sortByShownName } from '../lib/sort-by-name';
import { LazyMatchProfileDialog as MatchProfileDialog } from './lazy-match-profile-dialog';
import { MemberStatusCard } from './member-status-card';
import { ServiceCards } from './service-cards';
import { TopMatchItem } from './top-match-item';
import { UpgradePrompt } from './upgrade-prompt';

type ProfileTarget = { userId: string; username: string };

/** The header line: the count, or what stands between the member and their matches. */
const headerText = (dashboard: MatchDashboard, user: CurrentUser): string => {
  if (!dashboard.notMatchableReason && isReadyForMatches(user)) {
    return `${dashboard.totalMatches} potential matches found based on your profile`;
  }
  if (
    dashboard.notMatchableReason === 'questionnaire-incomplete' ||
    user.questionnaireStatus === 'none'
  ) {
    return 'Complete your profile to find matches';
  }
  return 'Your matches will appear here once our team has approved your account and questionnaire.';
};

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
  // The sort selector sits in the body: in the card's header it squeezed the title on a phone.
  return (
    <Card title="Match Summary" role="region" aria-label="Match Summary">
      <Flex vertical gap="middle">
        <Select<MatchSort>
          aria-label="Sort matches"
          value={sort}
          options={sortOptions}
          onChange={onSort}
          style={{ width: '100%', maxWidth: 260, alignSelf: 'flex-end' }}
        />
        <Columns base={2} md={4} gap={16}>
          {tiles.map((tile) => (
            <Card
              key={tile.key}
              size="small"
              role="group"
              aria-label={tile.title}
              style={{ height: '100%' }}
            >
              <Statistic title={tile.title} value={tile.value} />
            </Card>
          ))}
        </Columns>
      </Flex>
    </Card>
  );
};

const DashboardBody = ({
  dashboard,
  sort,
  onSort,
  onViewProfile,
}: {
  dashboard: MatchDashboard;
  sort: MatchSort;
  onSort: (sort: MatchSort) => void;
  onViewProfile: (target: ProfileTarget) => void;
}) => {
  const top = sort === 'name' ? sortByShownName(dashboard.topMatches) : dashboard.topMatches;
  const waiting =
    dashboard.notMatchableReason !== null &&
    dashboard.notMatchableReason !== 'questionnaire-incomplete';
  return (
    <Flex vertical gap="large">
      <SummaryCard dashboard={dashboard} sort={sort} onSort={onSort} />
      <Columns base={1} lg={[2, 1]} gap={24}>
        <Card
          title="Top Matches"
          role="region"
          aria-label="Top Matches"
          extra={<Link to={paths.matches}>View all matches</Link>}
        >
          {top.length === 0 ? (
            <Empty
              description={
                waiting
                  ? 'Your matches will appear here once our team has approved your account and questionnaire.'
                  : 'No matches found. Complete your profile to find compatible matches.'
              }
            />
          ) : (
            <Flex vertical gap="small">
              {top.map((match) => (
                <TopMatchItem
                  key={match.id}
                  match={match}
                  canSend={dashboard.access?.canSendRequests}
                  onViewProfile={onViewProfile}
                />
              ))}
            </Flex>
          )}
        </Card>
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
      </Columns>
    </Flex>
  );
};

/** "Your Dashboard": the signed-in view of "/". */
export const Dashboard = ({ user }: { user: CurrentUser }) => {
  const [sort, setSort] = useState<MatchSort>(FIRST_DASHBOARD_SORT);
  const [profileOf, setProfileOf] = useState<ProfileTarget | null>(null);
  const { data, error, isFetching } = useGetMatchDashboardQuery(sort);
  // The button states of the top matches come from the member's request lists.
  useMatchRequests();
  useLoadFailureToast(error, 'Failed to load matches');

  let body;
  if (error !== undefined) {
    body = <Alert type="error" showIcon title="Error loading matches. Please try again later." />;
  } else if (!data) {
    body = (
      // About the height of the summary and top matches, so they do not push the page down.
      <Flex
        justify="center"
        align="center"
        role="status"
        aria-label="Loading matches"
        style={{ minHeight: 480 }}
      >
        <Spin size="large" />
      </Flex>
    );
  } else {
    body = (
      <Spin spinning={isFetching}>
        <DashboardBody dashboard={data} sort={sort} onSort={setSort} onViewProfile={setProfileOf} />
      </Spin>
    );
  }

  return (
    <Flex vertical gap="large">
      <Flex vertical>
        <Typography.Title level={1}>Your Dashboard</Typography.Title>
        <Typography.Text type="secondary">Assalamu alaikum, {displayNameOf(user)}.</Typography.Text>
        {/* The line is there from the first paint, so the words arriving move nothing. */}
        <Typography.Paragraph
          strong
          style={{ marginTop: 8, marginBottom: 0, fontSize: 18, minHeight: '1.5em' }}
        >
          {data ? headerText(data, user) : '\u00a0'}
        </Typography.Paragraph>
      </Flex>
      <MemberStatusCard user={user} notMatchableReason={data?.notMatchableReason ?? null} />
      {data && <UpgradePrompt access={data.access} />}
      {body}
      {/* Below the matches once they are in: drawn under the loading space, the cards moved down
          when the matches came, on a phone most of all. */}
      {(data || error !== undefined) && <ServiceCards />}
      <MatchProfileDialog
        match={profileOf}
        onClose={() => setProfileOf(null)}
        canSend={data?.access?.canSendRequests}
      />
    </Flex>
  );
};
