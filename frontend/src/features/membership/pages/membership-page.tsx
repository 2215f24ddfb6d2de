import type { CurrentUser, PlanTier } from '@mithaq/contracts';
import { Alert, App, Button, Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import { LoadingSpin } from '../../../components/loading-spin';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SignedIn } from '../../../components/signed-in';
import { paths } from '../../../config/paths';
import {
  useGetMembershipQuery,
  useGetSubscriptionStatusQuery,
} from '../../../entities/billing/membership-api';
import { tierNames } from '../../../entities/billing/tiers';
import { useGetMembershipPlansQuery } from '../../../entities/membership/membership-plans';
import { formatDay } from '../../../lib/format';
import { useMutationAction } from '../../../lib/use-mutation-action';
import { useCancelSubscriptionMutation } from '../api/purchase-api';
import { PlanCard } from '../components/plan-card';
import { TierExplanation } from '../components/tier-explanation';
import { useChoosePlan } from '../hooks/use-choose-plan';
import { CANCEL_CONFIRM_TEXT } from '../lib/plan-button';

/** The current Bronze card's billing line and its Cancel Subscription button. */
const BronzeStatus = () => {
  const { data: status, isLoading } = useGetSubscriptionStatusQuery();
  const [cancel, { isLoading: cancelling }] = useCancelSubscriptionMutation();
  const run = useMutationAction();
  const { modal } = App.useApp();
  if (isLoading) {
    return <Spin size="small" />;
  }
  if (!status) {
    return null;
  }
  const pending = status.cancelAtPeriodEnd;
  const askCancel = () => {
    modal.confirm({
      title: 'Cancel Subscription',
      content: CANCEL_CONFIRM_TEXT,
      okText: 'Cancel Subscription',
      okButtonProps: { danger: true },
      cancelText: 'Keep Subscription',
      onOk: () =>
        run(cancel(), {
          success: {
            title: 'Subscription canceled',
            description: (reply) =>
              `You will keep your Bronze membership until ${formatDay(reply.currentPeriodEnd)}.`,
          },
          failure: { title: 'Cancellation failed', description: 'Failed to cancel subscription' },
        }),
    });
  };
  return (
    <Flex vertical gap="small">
      {status.currentPeriodEnd && (
        <Typography.Text>
          {pending
            ? `Your membership ends on ${formatDay(status.currentPeriodEnd)}`
            : `Next billing date: ${formatDay(status.currentPeriodEnd)}`}
        </Typography.Text>
      )}
      <Button danger disabled={pending} loading={cancelling} onClick={askCancel}>
        {pending ? 'Cancellation Pending' : 'Cancel Subscription'}
      </Button>
    </Flex>
  );
};

const MembershipContent = ({ user }: { user: CurrentUser }) => {
  const plans = useGetMembershipPlansQuery();
  const membership = useGetMembershipQuery();
  const current = membership.data?.tier ?? user.membershipTier ?? 'free';
  const onBronzeSubscription = current === 'bronze' && membership.data?.source === 'subscription';
  const { choose, selected } = useChoosePlan(plans.data ?? [], onBronzeSubscription);
  const [search] = useSearchParams();
  const asked = useRef(false);
  const loading = plans.isLoading || membership.isLoading;

  // A plan chosen elsewhere (/membership?plan=silver) is started once the plans have arrived.
  useEffect(() => {
    const wanted = search.get('plan');
    if (!wanted || asked.current || !plans.data || !membership.data) {
      return;
    }
    asked.current = true;
    choose(wanted as PlanTier);
  }, [search, plans.data, membership.data, choose]);

  return (
    <Flex vertical gap="large">
      <Flex vertical>
        <Typography.Title level={1}>Membership Plans</Typography.Title>
        <Typography.Text type="secondary">
          Choose the membership that suits your search. Your current membership:{' '}
          <strong>{tierNames[current]}</strong>.{' '}
          {current !== 'free' && (
            <Link to={paths.subscriptionManagement}>Manage your subscription</Link>
          )}
        </Typography.Text>
      </Flex>
      {plans.error !== undefined && (
        <Alert
          type="error"
          showIcon
          title="Failed to load membership plans"
          description="Please refresh the page or try again later."
        />
      )}
      {loading ? (
        <Flex justify="center">
          <LoadingSpin label="Loading membership plans" />
        </Flex>
      ) : plans.data && plans.data.length > 0 ? (
        <Row gutter={[24, 24]} align="stretch">
          {plans.data.map((plan) => (
            <Col xs={24} md={8} key={plan.id}>
              <PlanCard
                plan={plan}
                current={current}
                choosing={selected === plan.tier}
                busy={selected !== null}
                onChoose={() => choose(plan.tier)}
                extra={plan.tier === 'bronze' && onBronzeSubscription ? <BronzeStatus /> : null}
              />
            </Col>
          ))}
        </Row>
      ) : (
        plans.error === undefined && <Empty description="No membership plans are available." />
      )}
      {/* Below the plans only once they are in: on a phone the three cards stack, and text drawn
          under a spinner would be pushed off the screen when they arrive. */}
      {!loading && <TierExplanation />}
    </Flex>
  );
};

/** /membership: the plans, the member's tier, and the Bronze subscription's status. */
export const MembershipPage = () => (
  <SignedIn>{(user) => <MembershipContent user={user} />}</SignedIn>
);
