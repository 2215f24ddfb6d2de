import { PlaceholderPage } from '../../../components/placeholder-page';

export const SubscriptionManagementPage = () => <PlaceholderPage title="Subscription Management" />;
