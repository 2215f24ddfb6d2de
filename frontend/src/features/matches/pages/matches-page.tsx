import { PlaceholderPage } from '../../../components/placeholder-page';

export const MatchesPage = () => <PlaceholderPage title="Your Matches" />;
