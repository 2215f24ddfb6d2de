import { Card, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorOf } from '../../../lib/api-error';
import { useToast } from '../../../lib/toast';
import { useUpdateUserMutation } from '../api/profile-api';
import type { MemberUser } from '../lib/member-details';

/** The marketing-consent toggle: applied at once, reverted when the save fails (§2, §8). */
export const CommunicationPreferencesCard = ({ user }: { user: MemberUser }) => {
  const [consent, setConsent] = useState(user.marketingConsent);
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const toast = useToast();

  const onToggle = async (next: boolean) => {
    setConsent(next);
    const result = await updateUser({ id: user.id, changes: { marketingConsent: next } });
    if (result.error) {
      setConsent(!next);
      toast.error('Error Updating Preferences', apiErrorOf(result.error).text || undefined);
      return;
    }
    toast.success(
      'Preferences Updated',
      next
        ? 'You have opted in to marketing communications.'
        : 'You have opted out of marketing communications.',
    );
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
