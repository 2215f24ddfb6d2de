import { PlaceholderPage } from '../../../components/placeholder-page';

export const CheckoutPage = () => <PlaceholderPage title="Checkout" />;
