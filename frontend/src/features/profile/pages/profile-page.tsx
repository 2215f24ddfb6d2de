import { Col, Flex, Row, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { SignedIn } from '../../../components/signed-in';
import { questionnaireAfterRegistration } from '../../../config/paths';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useUpdateUserMutation, type ProfileChanges } from '../api/profile-api';
import { ChangePasswordCard } from '../../../components/account/change-password-card';
import { CommunicationPreferencesCard } from '../components/communication-preferences-card';
import { ContactCardForm } from '../components/contact-card-form';
import { NotificationPreferencesCard } from '../components/notification-preferences-card';
import { ProfileForm } from '../components/profile-form';
import { ProfileSummaryCard } from '../components/profile-summary-card';
import { QuestionnairePrompt } from '../components/questionnaire-prompt';
import type { MemberUser } from '../lib/member-details';

const ProfileContent = ({ user }: { user: MemberUser }) => {
  const [searchParams] = useSearchParams();
  const registration = searchParams.get('registration') === 'true';
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const navigate = useNavigate();
  const run = useMutationAction();

  const onSubmit = async (changes: ProfileChanges) => {
    const outcome = await run(updateUser({ id: user.id, changes }), {
      success: registration
        ? {
            title: 'Profile completed',
            description: 'Now please complete the questionnaire to finish your registration.',
          }
        : { title: 'Profile updated', description: 'Your profile has been updated successfully.' },
      failure: { title: 'Update failed', description: (error) => error.text || error.message },
    });
    if (!outcome.ok) {
      return outcome.error.fields;
    }
    if (registration) {
      await navigate(questionnaireAfterRegistration);
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
            <NotificationPreferencesCard />
            <ContactCardForm />
            <ChangePasswordCard />
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

/** /profile. */
export const ProfilePage = () => <SignedIn>{(user) => <ProfileContent user={user} />}</SignedIn>;
