import type { CurrentUser } from '@mithaq/contracts';
import { Alert, Flex, Tabs, Typography } from 'antd';
import { LoadingSpin } from '../../../components/loading-spin';
import { useState } from 'react';
import { SignedIn } from '../../../components/signed-in';
import { useGetUserSubscriptionQuery } from '../../../entities/billing/membership-api';
import { CancelDialog } from '../components/cancel-dialog';
import { CurrentMembership } from '../components/current-membership';
import { PaymentHistory } from '../components/payment-history';
import { SupportDialog } from '../components/support-dialog';

const SubscriptionContent = ({ user }: { user: CurrentUser }) => {
  const { data, isLoading, error } = useGetUserSubscriptionQuery();
  const [dialog, setDialog] = useState<'cancel' | 'help' | null>(null);
  const close = () => setDialog(null);

  const current = isLoading ? (
    <Flex justify="center">
      <LoadingSpin label="Loading your membership" />
    </Flex>
  ) : error !== undefined ? (
    <Alert
      type="error"
      showIcon
      title="Failed to load your membership"
      description="Please refresh the page or try again later."
    />
  ) : (
    <CurrentMembership
      subscription={data ?? null}
      onCancel={() => setDialog('cancel')}
      onHelp={() => setDialog('help')}
    />
  );

  return (
    <Flex vertical gap="large">
      <Flex vertical>
        <Typography.Title level={1}>My Subscription</Typography.Title>
        <Typography.Text type="secondary">
          Your membership, its renewal and your payments.
        </Typography.Text>
      </Flex>
      <Tabs
        items={[
          { key: 'current', label: 'Current Membership', children: current },
          { key: 'payments', label: 'Payment History', children: <PaymentHistory /> },
        ]}
      />
      <CancelDialog
        open={dialog === 'cancel'}
        periodEnd={data?.currentPeriodEnd ?? null}
        onClose={close}
      />
      <SupportDialog user={user} open={dialog === 'help'} onClose={close} />
    </Flex>
  );
};

/** /subscription-management: tabs Current Membership and Payment History. */
export const SubscriptionManagementPage = () => (
  <SignedIn>{(user) => <SubscriptionContent user={user} />}</SignedIn>
);
