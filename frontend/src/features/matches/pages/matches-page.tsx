import { MATCH_PAGE_SIZE_DEFAULT, type CurrentUser, type MatchCard } from '@mithaq/contracts';
import { Badge, Flex, Tabs, Typography } from 'antd';
import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { LoadingSpin } from '../../../components/loading-spin';
import { SignedIn } from '../../../components/signed-in';
import { useScreenAtLeast } from '../../../lib/media-query';
import type { AppDispatch } from '../../../lib/store';
import { matchesApi, useGetMatchListQuery } from '../api/matches-api';
import { AllMatchesTab } from '../components/all-matches-tab';
import { LazyMatchProfileDialog as MatchProfileDialog } from '../components/lazy-match-profile-dialog';
import { MatchRequestsTab } from '../components/match-requests-tab';
import { MemberStatusCard } from '../components/member-status-card';
import { SuggestedMatchesTab } from '../components/suggested-matches-tab';
import { useLoadFailureToast } from '../hooks/use-load-failure-toast';
import { prefetchMatchRequests, useMatchRequests } from '../hooks/use-match-requests';
import { isReadyForMatches } from '../lib/member-status';
import { firstMatchesQuery } from '../lib/first-data';
import {
  isOnboardingDone,
  keepOnboardingCookie,
  markOnboardingDone,
  ServerCookies,
} from '../lib/onboarding';

type TabKey = 'all' | 'requests' | 'suggested';

/* Seen once per member: its code (antd's Steps among it) loads only for the visit that shows it. */
const OnboardingWalkthrough = lazy(async () => ({
  default: (await import('../components/onboarding-walkthrough')).OnboardingWalkthrough,
}));

/**
 * The best matches, as the walkthrough and the Suggested Matches tab show them (the top 3); also
 * the first page the All Matches tab opens on, whose arguments are the same.
 */
const SUGGESTIONS_QUERY = firstMatchesQuery(MATCH_PAGE_SIZE_DEFAULT);

const MatchesContent = ({ user }: { user: CurrentUser }) => {
  // The walkthrough shows once per member, and only once both the account and the questionnaire
  // are approved: before that there are no matches to introduce.
  const serverCookies = useContext(ServerCookies);
  const [onboardingDone, setOnboardingDone] = useState(() =>
    isOnboardingDone(user.id, serverCookies),
  );
  const onboarding = isReadyForMatches(user) && !onboardingDone;
  // A walkthrough finished before its cookie existed gets one, for the pages the gateway draws.
  useEffect(() => keepOnboardingCookie(user.id), [user.id]);
  const [tab, setTab] = useState<TabKey>('all');
  // On a phone the tab names are shortened so all three fit without an overflow menu.
  const narrow = !useScreenAtLeast('sm');
  const [profileOf, setProfileOf] = useState<MatchCard | null>(null);
  const suggestions = useGetMatchListQuery(SUGGESTIONS_QUERY);
  const { sent, received, sentQuery, receivedQuery } = useMatchRequests();
  useLoadFailureToast(suggestions.error, 'Failed to load matches');
  useLoadFailureToast(sentQuery.error, 'Failed to load sent requests');
  useLoadFailureToast(receivedQuery.error, 'Failed to load received requests');

  const finishOnboarding = () => {
    markOnboardingDone(user.id);
    setOnboardingDone(true);
    setTab('requests');
  };

  return (
    <Flex vertical gap="large">
      <Flex vertical>
        <Typography.Title level={1}>Your Matches</Typography.Title>
        <Typography.Text type="secondary">
          Members whose answers fit yours, with the areas you share.
        </Typography.Text>
      </Flex>
      <MemberStatusCard user={user} />
      {onboarding ? (
        <Suspense fallback={<LoadingSpin label="Loading" size="large" centered />}>
          <OnboardingWalkthrough
            suggestions={suggestions.data}
            failed={suggestions.error !== undefined}
            onFinish={finishOnboarding}
          />
        </Suspense>
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          tabBarGutter={narrow ? 20 : undefined}
          destroyOnHidden
          items={[
            {
              key: 'all',
              label: narrow ? 'All' : 'All Matches',
              children: <AllMatchesTab onViewProfile={setProfileOf} />,
            },
            {
              key: 'requests',
              label: (
                <Flex gap="small" align="center">
                  {narrow ? 'Requests' : 'Match Requests'}
                  <Badge
                    count={sent.length + received.length}
                    showZero
                    color="#0f766e"
                    aria-label={`${sent.length + received.length} match requests`}
                  />
                </Flex>
              ),
              children: (
                <MatchRequestsTab
                  sent={sent}
                  received={received}
                  sentLoading={sentQuery.isLoading}
                  receivedLoading={receivedQuery.isLoading}
                  sentFailed={sentQuery.error !== undefined}
                  receivedFailed={receivedQuery.error !== undefined}
                />
              ),
            },
            {
              key: 'suggested',
              label: narrow ? 'Suggested' : 'Suggested Matches',
              children: (
                <SuggestedMatchesTab
                  suggestions={suggestions.data}
                  error={suggestions.error}
                  onViewProfile={setProfileOf}
                />
              ),
            },
          ]}
        />
      )}
      <MatchProfileDialog
        match={profileOf}
        onClose={() => setProfileOf(null)}
        canSend={suggestions.data?.access?.canSendRequests}
      />
    </Flex>
  );
};

/** /matches, "Your Matches". */
export const MatchesPage = () => <SignedIn>{(user) => <MatchesContent user={user} />}</SignedIn>;

/**
 * Asks for the first page of matches and the member's requests as the page's code arrives, before
 * the session has answered and the page has been drawn (app/first-pages), so the page finds them
 * asked for already; settles once every answer is in.
 */
export const prefetchMatches = (dispatch: AppDispatch): Promise<unknown> =>
  Promise.all([
    dispatch(matchesApi.endpoints.getMatchList.initiate(SUGGESTIONS_QUERY, { subscribe: false })),
    prefetchMatchRequests(dispatch),
  ]);
