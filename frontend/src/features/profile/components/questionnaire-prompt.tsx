import { Button, Card, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isQuestionnaireComplete } from '../../../lib/session';
import type { MemberUser } from '../lib/member-details';

/** "Complete Questionnaire" or "Update Questionnaire". */
export const QuestionnairePrompt = ({ user }: { user: MemberUser }) => {
  const navigate = useNavigate();
  const completed = isQuestionnaireComplete(user);
  return (
    <Card title="Compatibility Questionnaire">
      <Typography.Paragraph type="secondary">
        {completed
          ? 'Changed your mind about something? Update your answers to refine your matches.'
          : 'Complete the questionnaire so we can suggest compatible matches.'}
      </Typography.Paragraph>
      <Button
        type="primary"
        onClick={() =>
          void navigate(completed ? `${paths.questionnaire}?edit=true` : paths.questionnaire)
        }
      >
        {completed ? 'Update Questionnaire' : 'Complete Questionnaire'}
      </Button>
    </Card>
  );
};
