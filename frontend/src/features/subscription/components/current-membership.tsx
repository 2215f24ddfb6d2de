import type { UserSubscription } from '@mithaq/contracts';
import { tierRank } from '@mithaq/contracts';
import { Alert, Badge, Button, Card, Descriptions, Empty, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { tierDescriptions, tierNames } from '../../../entities/billing/tiers';
import { formatDay } from '../../../lib/format';
import { subscriptionStatusBadge } from '../lib/subscription-labels';

interface CurrentMembershipProps {
  subscription: UserSubscription | null;
  onCancel: () => void;
  onHelp: () => void;
}

const NoMembership = ({ onHelp }: { onHelp: () => void }) => (
  <Card>
    <Empty
      description={
        <Flex vertical gap={4}>
          <Typography.Title level={3}>No Active Membership</Typography.Title>
          <Typography.Text type="secondary">
            You are on the free membership. Choose a plan to see all your matches and send match
            requests.
          </Typography.Text>
        </Flex>
      }
    >
      <Flex gap="small" justify="center" wrap>
        <Link to={paths.membership}>
          <Button type="primary">View Membership Plans</Button>
        </Link>
        <Button onClick={onHelp}>Need Help</Button>
      </Flex>
    </Empty>
  </Card>
);

const period = (start: string | null, end: string | null): string => {
  if (!start && !end) {
    return 'No end date';
  }
  if (!start) {
    return `Until ${formatDay(end)}`;
  }
  return end ? `${formatDay(start)} – ${formatDay(end)}` : `From ${formatDay(start)}`;
};

/** The Current Membership tab: tier, status, period, start date and what can be done. */
export const CurrentMembership = ({ subscription, onCancel, onHelp }: CurrentMembershipProps) => {
  if (!subscription || subscription.membershipTier === 'free') {
    return <NoMembership onHelp={onHelp} />;
  }
  const tier = subscription.membershipTier;
  const badge = subscriptionStatusBadge(subscription.status);
  const cancellable =
    subscription.recurring && subscription.status === 'active' && !subscription.cancelAtPeriodEnd;
  return (
    <Flex vertical gap="large">
      <Card
        title={`${tierNames[tier]} Membership`}
        extra={<Badge status={badge.color} text={badge.label} />}
      >
        <Flex vertical gap="middle">
          <Typography.Text>{tierDescriptions[tier]}</Typography.Text>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              {
                key: 'status',
                label: 'Status',
                children: <Badge status={badge.color} text={badge.label} />,
              },
              {
                key: 'period',
                label: 'Current period',
                children: period(subscription.currentPeriodStart, subscription.currentPeriodEnd),
              },
              {
                key: 'created',
                label: 'Member since',
                children: formatDay(subscription.created),
              },
            ]}
          />
          {subscription.recurring && !subscription.cancelAtPeriodEnd && (
            <Alert
              type="info"
              showIcon
              title="Recurring subscription"
              description={`Your Bronze membership is a monthly subscription. It renews automatically${
                subscription.currentPeriodEnd
                  ? ` on ${formatDay(subscription.currentPeriodEnd)}`
                  : ''
              } unless you cancel it.`}
            />
          )}
          {subscription.cancelAtPeriodEnd && (
            <Alert
              type="warning"
              showIcon
              title="Cancellation Pending"
              description={`Your subscription will not renew. You keep your membership until ${formatDay(
                subscription.currentPeriodEnd,
              )}.`}
            />
          )}
          <Flex gap="small" wrap>
            {cancellable && (
              <Button danger onClick={onCancel}>
                Cancel Subscription
              </Button>
            )}
            <Button onClick={onHelp}>Need Help</Button>
          </Flex>
        </Flex>
      </Card>
      {tierRank[tier] < tierRank.gold && (
        <Card size="small" title="Upgrade your membership">
          <Flex justify="space-between" align="center" gap="middle" wrap>
            <Typography.Text>
              {tier === 'bronze'
                ? 'Silver adds the exchange of information with 1 agreed match, and Gold the arrangement of 1 meeting, as one-time purchases.'
                : 'Gold adds the arrangement of 1 meeting between agreed parties.'}
            </Typography.Text>
            <Link to={paths.membership}>
              <Button type="primary">View Upgrade Options</Button>
            </Link>
          </Flex>
        </Card>
      )}
    </Flex>
  );
};
