import type { MatchCard as MatchCardData, MatchPage } from '@mithaq/contracts';
import { Alert, Empty } from 'antd';
import { Columns } from '../../../components/columns';
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
    <Columns base={1} md={2} xl={3} gap={16}>
      {top.map((match) => (
        <MatchCard key={match.userId} match={match} onViewProfile={onViewProfile} />
      ))}
    </Columns>
  );
};
