import {
  MATCH_PAGE_SIZE_DEFAULT,
  type MatchCard as MatchCardData,
  type MatchSort,
} from '@mithaq/contracts';
import { Alert, Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LoadingSpin } from '../../../components/loading-spin';
import { apiErrorOf } from '../../../lib/api-error';
import { useGetMatchListQuery } from '../api/matches-api';
import { useLoadFailureToast } from '../hooks/use-load-failure-toast';
import { sortByShownName } from '../lib/sort-by-name';
import { MatchCard } from './match-card';
import { UpgradePrompt } from './upgrade-prompt';

const controls = () => import('./match-list-controls');
const MinCompatibilitySlider = lazy(async () => ({
  default: (await controls()).MinCompatibilitySlider,
}));
const SortSelect = lazy(async () => ({ default: (await controls()).SortSelect }));
const MatchPagination = lazy(async () => ({ default: (await controls()).MatchPagination }));

/** Holds a control's place at its own height until its code has loaded. */
const Slot = ({ height, children }: { height: number; children: ReactNode }) => (
  <Suspense fallback={<div style={{ height }} />}>{children}</Suspense>
);

/** The minimum-compatibility filter runs 0 to 100 in steps of 5, from 0. */
const MIN_COMPATIBILITY = { min: 0, max: 100, step: 5, initial: 0 } as const;

interface AllMatchesTabProps {
  onViewProfile: (match: MatchCardData) => void;
}

/** The All Matches tab: every match, filtered and sorted by the server, a page at a time. */
export const AllMatchesTab = ({ onViewProfile }: AllMatchesTabProps) => {
  const [draftMin, setDraftMin] = useState<number>(MIN_COMPATIBILITY.initial);
  const [minCompatibility, setMinCompatibility] = useState<number>(MIN_COMPATIBILITY.initial);
  const [sort, setSort] = useState<MatchSort>('compatibility');
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useGetMatchListQuery({
    page,
    pageSize: MATCH_PAGE_SIZE_DEFAULT,
    minCompatibility,
    sort,
  });
  useLoadFailureToast(error, 'Failed to load matches');
  const items = data ? (sort === 'name' ? sortByShownName(data.items) : data.items) : [];

  const commitMin = (value: number) => {
    setDraftMin(value);
    setMinCompatibility(value);
    setPage(1);
  };

  let body;
  if (error !== undefined) {
    body = (
      <Alert
        type="error"
        showIcon
        title="Failed to load matches"
        description={apiErrorOf(error).message}
      />
    );
  } else if (!data) {
    body = <LoadingSpin label="Loading matches" size="large" centered />;
  } else if (data.items.length === 0) {
    body =
      minCompatibility > 0 ? (
        <Empty
          description={
            <Flex vertical>
              <Typography.Text strong>No matches found with the current filters</Typography.Text>
              <Typography.Text type="secondary">
                Try lowering the minimum compatibility to see more matches.
              </Typography.Text>
            </Flex>
          }
        />
      ) : (
        <Empty description="No matches available yet" />
      );
  } else {
    body = (
      <Flex vertical gap="middle">
        <UpgradePrompt access={data.access} />
        <Spin spinning={isFetching}>
          <Row gutter={[16, 16]}>
            {items.map((match) => (
              <Col key={match.userId} xs={24} md={12} xl={8}>
                <MatchCard
                  match={match}
                  onViewProfile={onViewProfile}
                  canSend={data.access?.canSendRequests}
                />
              </Col>
            ))}
          </Row>
        </Spin>
        {data.total > data.pageSize && (
          <Flex justify="center">
            <Slot height={32}>
              <MatchPagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onChange={setPage}
              />
            </Slot>
          </Flex>
        )}
      </Flex>
    );
  }

  return (
    <Flex vertical gap="large">
      <Row gutter={[24, 16]} align="middle">
        <Col xs={24} md={14}>
          <Typography.Text id="min-compatibility-label">
            Minimum Compatibility: {draftMin}%
          </Typography.Text>
          <Slot height={32}>
            <MinCompatibilitySlider
              range={MIN_COMPATIBILITY}
              value={draftMin}
              onChange={setDraftMin}
              onChangeComplete={commitMin}
              labelledBy="min-compatibility-label"
            />
          </Slot>
        </Col>
        <Col xs={24} md={10}>
          <Slot height={32}>
            <SortSelect
              value={sort}
              onChange={(value) => {
                setSort(value);
                setPage(1);
              }}
            />
          </Slot>
        </Col>
      </Row>
      {body}
    </Flex>
  );
};
