import { PlaceholderPage } from '../../../components/placeholder-page';

export const TermsOfServicePage = () => <PlaceholderPage title="Terms of Service" />;
