import { PlaceholderPage } from '../../../components/placeholder-page';

export const DocumentUploadPage = () => <PlaceholderPage title="Document Upload" />;
