import { Col, Flex, Row, Typography } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { paths, questionnaireAfterRegistration } from '../../../config/paths';
import { apiErrorOf } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useUpdateUserMutation, type ProfileChanges } from '../api/profile-api';
import { CommunicationPreferencesCard } from '../components/communication-preferences-card';
import { ProfileForm } from '../components/profile-form';
import { ProfileSummaryCard } from '../components/profile-summary-card';
import { QuestionnairePrompt } from '../components/questionnaire-prompt';
import type { MemberUser } from '../lib/member-details';

const ProfileContent = ({ user }: { user: MemberUser }) => {
  const [searchParams] = useSearchParams();
  const registration = searchParams.get('registration') === 'true';
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const navigate = useNavigate();
  const toast = useToast();

  const onSubmit = async (changes: ProfileChanges) => {
    const result = await updateUser({ id: user.id, changes });
    if (result.error) {
      const error = apiErrorOf(result.error);
      toast.error('Update failed', error.text || error.message);
      return error.fields;
    }
    if (registration) {
      toast.success(
        'Profile completed',
        'Now please complete the questionnaire to finish your registration.',
      );
      await navigate(questionnaireAfterRegistration);
    } else {
      toast.success('Profile updated', 'Your profile has been updated successfully.');
    }
    return undefined;
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1}>Profile</Typography.Title>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap="middle">
            <ProfileForm user={user} busy={isLoading} onSubmit={onSubmit} />
            <CommunicationPreferencesCard user={user} />
            <QuestionnairePrompt user={user} />
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <ProfileSummaryCard user={user} />
        </Col>
      </Row>
    </Flex>
  );
};

/** /profile (member-experience.md §2 Profile page). */
export const ProfilePage = () => {
  const { user, isLoading } = useSession();
  if (isLoading) {
    return <PageSpinner />;
  }
  return user ? <ProfileContent user={user} /> : <Navigate to={paths.auth} replace />;
};
