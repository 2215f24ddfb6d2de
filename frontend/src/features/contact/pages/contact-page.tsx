import { PlaceholderPage } from '../../../components/placeholder-page';

export const ContactPage = () => <PlaceholderPage title="Contact" />;
