import { PlaceholderPage } from '../../../components/placeholder-page';

export const MarriageCoursePage = () => <PlaceholderPage title="Marriage Course" />;
