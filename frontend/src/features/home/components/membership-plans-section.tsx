import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Skeleton } from 'antd';
// Badge.Ribbon by itself: the landing page has no badge, and antd's Badge comes with its counter.
import Ribbon from 'antd/es/badge/Ribbon';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import {
  planPriceLabel,
  useGetMembershipPlansQuery,
  type MembershipPlan,
} from '../../../entities/membership/membership-plans';
import { Paragraph, Text, Title } from '../../../components/light-typography';
import { useThemeToken } from '../../../lib/theme-token';

const PlanCard = ({ plan }: { plan: MembershipPlan }) => {
  const { token } = useThemeToken();
  const navigate = useNavigate();
  const card = (
    <Card
      title={plan.name}
      role="article"
      aria-label={`${plan.name} plan`}
      style={{
        height: '100%',
        borderColor: plan.isPopular ? token.colorPrimary : undefined,
      }}
    >
      <Flex vertical gap="middle" style={{ height: '100%' }}>
        <Title level={3} style={{ margin: 0 }}>
          {planPriceLabel(plan)}
        </Title>
        <Flex
          vertical
          gap="small"
          component="ul"
          style={{ margin: 0, padding: 0, listStyle: 'none' }}
        >
          {plan.features.map((feature) => (
            <Flex key={feature} gap="small" component="li" align="baseline">
              <CheckOutlined style={{ color: token.colorSuccess }} aria-hidden />
              <Text>{feature}</Text>
            </Flex>
          ))}
        </Flex>
        <Button
          type={plan.isPopular ? 'primary' : 'default'}
          block
          onClick={() => void navigate(paths.auth)}
          aria-label={`Get started with ${plan.name}`}
        >
          Get Started
        </Button>
      </Flex>
    </Card>
  );
  return plan.isPopular ? (
    <Ribbon text="Most Popular" color={token.colorWarningText}>
      {card}
    </Ribbon>
  ) : (
    card
  );
};

const PlansBody = (): ReactNode => {
  const { data: plans, isLoading, isError } = useGetMembershipPlansQuery();
  if (isLoading) {
    return <Skeleton active paragraph={{ rows: 4 }} />;
  }
  if (isError || !plans || plans.length === 0) {
    return (
      <Alert
        type="info"
        showIcon
        title="Membership plans are not available right now. Please check back later."
      />
    );
  }
  return (
    <Row gutter={[24, 24]} align="stretch">
      {plans.map((plan) => (
        <Col key={plan.id} xs={24} md={8}>
          <PlanCard plan={plan} />
        </Col>
      ))}
    </Row>
  );
};

export const MembershipPlansSection = () => (
  <section aria-labelledby="membership-plans-title">
    <Title level={2} id="membership-plans-title" style={{ textAlign: 'center' }}>
      Membership Plans
    </Title>
    <Paragraph type="secondary" style={{ textAlign: 'center' }}>
      Choose the level of support that suits you. Create your account to get started.
    </Paragraph>
    <PlansBody />
  </section>
);
