import { Card, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useUpdateUserMutation } from '../api/profile-api';
import type { MemberUser } from '../lib/member-details';

/** The marketing-consent toggle: applied at once, reverted when the save fails. */
export const CommunicationPreferencesCard = ({ user }: { user: MemberUser }) => {
  const [consent, setConsent] = useState(user.marketingConsent);
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const run = useMutationAction();

  const onToggle = async (next: boolean) => {
    setConsent(next);
    const outcome = await run(updateUser({ id: user.id, changes: { marketingConsent: next } }), {
      success: {
        title: 'Preferences Updated',
        description: next
          ? 'You have opted in to marketing communications.'
          : 'You have opted out of marketing communications.',
      },
      failure: {
        title: 'Error Updating Preferences',
        description: (error) => error.text || undefined,
      },
    });
    if (!outcome.ok) {
      setConsent(!next);
    }
  };

  return (
    <Card title="Communication Preferences">
      <Flex justify="space-between" align="center" gap="middle">
        <Flex vertical>
          <Typography.Text strong id="marketing-consent-label">
            Marketing communications
          </Typography.Text>
          <Typography.Text type="secondary">
            Receive news, offers and updates by email.
          </Typography.Text>
        </Flex>
        <Switch
          checked={consent}
          loading={isLoading}
          aria-labelledby="marketing-consent-label"
          onChange={(next) => void onToggle(next)}
        />
      </Flex>
    </Card>
  );
};
