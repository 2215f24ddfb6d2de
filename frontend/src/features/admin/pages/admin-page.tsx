import { PlaceholderPage } from '../../../components/placeholder-page';

export const AdminPage = () => <PlaceholderPage title="Admin" />;
