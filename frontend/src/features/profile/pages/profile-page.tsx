import { PlaceholderPage } from '../../../components/placeholder-page';

export const ProfilePage = () => <PlaceholderPage title="Profile" />;
