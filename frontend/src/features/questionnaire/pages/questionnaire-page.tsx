import { PlaceholderPage } from '../../../components/placeholder-page';

export const QuestionnairePage = () => <PlaceholderPage title="Questionnaire" />;
