import type { MatchCard as MatchCardData, MatchPage } from '@mithaq/contracts';
import { Alert, Col, Empty, Row } from 'antd';
import { LoadingSpin } from '../../../components/loading-spin';
import { apiErrorOf } from '../../../lib/api-error';
import { SUGGESTION_COUNT } from '../lib/compatibility';
import { MatchCard } from './match-card';

interface SuggestedMatchesTabProps {
  suggestions: MatchPage | undefined;
  error: unknown;
  onViewProfile: (match: MatchCardData) => void;
}

/** The Suggested Matches tab: the member's top 3 matches. */
export const SuggestedMatchesTab = ({
  suggestions,
  error,
  onViewProfile,
}: SuggestedMatchesTabProps) => {
  if (error !== undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title="Failed to load matches"
        description={apiErrorOf(error).message}
      />
    );
  }
  if (!suggestions) {
    return <LoadingSpin label="Loading suggestions" size="large" centered />;
  }
  const top = suggestions.items.slice(0, SUGGESTION_COUNT);
  if (top.length === 0) {
    return <Empty description="No suggestions available" />;
  }
  return (
    <Row gutter={[16, 16]}>
      {top.map((match) => (
        <Col key={match.userId} xs={24} md={12} xl={8}>
          <MatchCard match={match} onViewProfile={onViewProfile} />
        </Col>
      ))}
    </Row>
  );
};
