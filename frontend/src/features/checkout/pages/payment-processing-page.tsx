import { PlaceholderPage } from '../../../components/placeholder-page';

export const PaymentProcessingPage = () => <PlaceholderPage title="Payment Processing" />;
