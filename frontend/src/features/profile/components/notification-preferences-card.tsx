import {
  notificationKinds,
  type NotificationKind,
  type NotificationPreferences,
} from '@mithaq/contracts';
import { Alert, Card, Flex, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { serverMessageOf, useMutationAction } from '../../../lib/use-mutation-action';
import {
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
} from '../api/notification-preferences-api';

const kinds: Record<NotificationKind, { label: string; hint: string }> = {
  matchRequest: {
    label: 'Match requests',
    hint: 'An email when a member sends you a match request.',
  },
  requestAccepted: {
    label: 'Request accepted',
    hint: 'An email when a member accepts your match request.',
  },
  newMessage: {
    label: 'New messages',
    hint: 'An email when a message arrives while you are away (at most one an hour per conversation).',
  },
};

/** The three notification emails, each switched on or off at once; a failed save reverts. */
export const NotificationPreferencesCard = () => {
  const { data, isLoading, error } = useGetNotificationPreferencesQuery();
  const [update] = useUpdateNotificationPreferencesMutation();
  const run = useMutationAction();
  // The switch moves at once; the saved value replaces it when the call settles.
  const [pending, setPending] = useState<NotificationPreferences | null>(null);
  const shown = pending ?? data;

  const onToggle = async (kind: NotificationKind, on: boolean) => {
    if (!shown) {
      return;
    }
    const next = { ...shown, [kind]: on };
    setPending(next);
    await run(update(next), {
      success: {
        title: 'Preferences Updated',
        description: `${kinds[kind].label} emails are now ${on ? 'on' : 'off'}.`,
      },
      failure: { title: 'Error Updating Preferences', description: 'Please try again.' },
    });
    setPending(null);
  };

  return (
    <Card title="Email Notifications">
      {isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      {error !== undefined && (
        <Alert
          type="error"
          showIcon
          title="Could not load your notification settings"
          description={serverMessageOf(error, 'Please try again later.')}
        />
      )}
      {shown && (
        <Flex vertical gap="middle">
          {notificationKinds.map((kind) => (
            <Flex key={kind} justify="space-between" align="center" gap="middle">
              <Flex vertical>
                <Typography.Text strong id={`notify-${kind}-label`}>
                  {kinds[kind].label}
                </Typography.Text>
                <Typography.Text type="secondary">{kinds[kind].hint}</Typography.Text>
              </Flex>
              <Switch
                checked={shown[kind]}
                disabled={pending !== null}
                aria-labelledby={`notify-${kind}-label`}
                onChange={(on) => void onToggle(kind, on)}
              />
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
};
