import { PlaceholderPage } from '../../../components/placeholder-page';

export const PaymentSuccessPage = () => <PlaceholderPage title="Payment Success" />;
