import { PlaceholderPage } from '../../../components/placeholder-page';

export const MessagesPage = () => <PlaceholderPage title="Messages" />;
