import { PlaceholderPage } from '../../../components/placeholder-page';

export const PrivacyPolicyPage = () => <PlaceholderPage title="Privacy Policy" />;
