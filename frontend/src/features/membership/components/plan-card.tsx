import { CheckOutlined } from '@ant-design/icons';
import type { MembershipTier } from '@mithaq/contracts';
import { Badge, Button, Card, Flex, List, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { planPriceLabel, type MembershipPlan } from '../../../entities/membership/membership-plans';
import { planButton } from '../lib/plan-button';

interface PlanCardProps {
  plan: MembershipPlan;
  current: MembershipTier;
  choosing: boolean;
  busy: boolean;
  onChoose: () => void;
  /** Under the price on the current Bronze card: the billing date and the cancel button. */
  extra?: ReactNode;
}

// The brand teal and its light tint (the theme's colorPrimary and colorPrimaryBg).
const highlighted = { borderColor: '#0f766e', borderWidth: 2, boxShadow: '0 0 0 2px #e7f4f2' };

/** One plan: name, price (one-time or per month), features and its action button. */
export const PlanCard = ({ plan, current, choosing, busy, onChoose, extra }: PlanCardProps) => {
  const isCurrent = plan.tier === current;
  const button = planButton(plan, current);
  const card = (
    <Card
      role="article"
      aria-label={`${plan.name} plan`}
      aria-current={isCurrent ? 'true' : undefined}
      style={{ height: '100%', ...(isCurrent ? highlighted : {}) }}
    >
      <Flex vertical gap="middle" style={{ height: '100%' }}>
        <Flex vertical gap={4}>
          <Flex gap="small" align="center" wrap>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {plan.name}
            </Typography.Title>
            {isCurrent && <Tag color="blue">Your current plan</Tag>}
          </Flex>
          <Typography.Text strong style={{ fontSize: 24 }}>
            {planPriceLabel(plan)}
          </Typography.Text>
          <Typography.Text type="secondary">
            {plan.isOneTimeFee ? 'One-time payment' : 'Billed monthly, cancel any time'}
          </Typography.Text>
        </Flex>
        <List
          size="small"
          dataSource={plan.features}
          renderItem={(feature) => (
            <List.Item style={{ paddingInline: 0 }}>
              <Flex gap="small" align="baseline">
                <CheckOutlined style={{ color: '#52c41a' }} aria-hidden />
                <span>{feature}</span>
              </Flex>
            </List.Item>
          )}
        />
        {extra}
        <Button
          type={button.disabled ? 'default' : 'primary'}
          size="large"
          block
          disabled={button.disabled || (busy && !choosing)}
          loading={choosing}
          onClick={onChoose}
          style={{ marginTop: 'auto' }}
        >
          {button.label}
        </Button>
      </Flex>
    </Card>
  );
  return plan.isPopular ? (
    <Badge.Ribbon text="Most Popular" color="#874d00">
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
};
