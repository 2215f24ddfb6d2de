import { PlaceholderPage } from '../../../components/placeholder-page';

export const MembershipPage = () => <PlaceholderPage title="Membership" />;
