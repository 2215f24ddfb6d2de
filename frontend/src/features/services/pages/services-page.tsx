import { PlaceholderPage } from '../../../components/placeholder-page';

export const ServicesPage = () => <PlaceholderPage title="Services" />;
