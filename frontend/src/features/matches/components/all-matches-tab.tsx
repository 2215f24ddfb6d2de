import {
  MATCH_PAGE_SIZE_DEFAULT,
  type MatchCard as MatchCardData,
  type MatchSort,
} from '@mithaq/contracts';
import { Alert, Col, Empty, Flex, Pagination, Row, Select, Slider, Spin, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorOf } from '../../../lib/api-error';
import { useGetMatchListQuery } from '../api/matches-api';
import { useLoadFailureToast } from '../hooks/use-load-failure-toast';
import { sortOptions } from '../lib/compatibility';
import { sortByShownName } from '../lib/sort-by-name';
import { MatchCard } from './match-card';
import { UpgradePrompt } from './upgrade-prompt';

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
    body = (
      <Flex justify="center" role="status" aria-label="Loading matches">
        <Spin size="large" />
      </Flex>
    );
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
            <Pagination
              current={data.page}
              pageSize={data.pageSize}
              total={data.total}
              showSizeChanger={false}
              onChange={setPage}
            />
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
          <Slider
            min={MIN_COMPATIBILITY.min}
            max={MIN_COMPATIBILITY.max}
            step={MIN_COMPATIBILITY.step}
            value={draftMin}
            onChange={setDraftMin}
            onChangeComplete={commitMin}
            ariaLabelledByForHandle="min-compatibility-label"
            tooltip={{ formatter: (value) => `${value ?? 0}%` }}
          />
        </Col>
        <Col xs={24} md={10}>
          <Select<MatchSort>
            aria-label="Sort matches"
            value={sort}
            options={sortOptions}
            onChange={(value) => {
              setSort(value);
              setPage(1);
            }}
            style={{ width: '100%' }}
          />
        </Col>
      </Row>
      {body}
    </Flex>
  );
};
