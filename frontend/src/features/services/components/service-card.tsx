import { CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import { SERVICE_GUEST_COUNT, type ServiceItem } from '@mithaq/contracts';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { formatPence } from '../../../lib/format';

export const TEESSIDE_ONLY = 'Teesside only';
export const COURSE_ITEM_NOTE =
  "Booked on the course page: the price charged is the chosen session's price.";

const PriceLine = ({ item }: { item: ServiceItem }) => (
  <Flex gap="small" align="baseline" wrap>
    <Typography.Text strong style={{ fontSize: 18 }}>
      {formatPence(item.price)}
    </Typography.Text>
    <Typography.Text type="secondary">
      {item.perPerson ? `per person (× ${SERVICE_GUEST_COUNT} guests)` : item.priceUnit}
    </Typography.Text>
  </Flex>
);

const Body = ({ item, extra }: { item: ServiceItem; extra?: ReactNode }) => (
  <Flex vertical gap="small">
    <PriceLine item={item} />
    <Typography.Text type="secondary">{item.description}</Typography.Text>
    {item.features.length > 0 && (
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {item.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    )}
    <Flex gap={4} wrap>
      {item.teessideOnly && <Tag color="purple">{TEESSIDE_ONLY}</Tag>}
      {item.isSubscription && <Tag color="orange">Monthly</Tag>}
    </Flex>
    {extra}
  </Flex>
);

/** The marriage course item: it leads to the course page, where a session is booked. */
const CourseLinkCard = ({ item }: { item: ServiceItem }) => {
  const navigate = useNavigate();
  return (
    <Card title={item.name} size="small" style={{ height: '100%' }}>
      <Body
        item={item}
        extra={
          <>
            <Typography.Text type="secondary" italic>
              {COURSE_ITEM_NOTE}
            </Typography.Text>
            <Button
              icon={<RightOutlined />}
              iconPlacement="end"
              onClick={() => void navigate(item.linkPath ?? '/')}
            >
              View Course Sessions
            </Button>
          </>
        }
      />
    </Card>
  );
};

interface ServiceCardProps {
  item: ServiceItem;
  selected: boolean;
  onToggle: () => void;
}

/** A catalogue card; clicking it (or Enter/Space) toggles the item in and out of the selection. */
export const ServiceCard = ({ item, selected, onToggle }: ServiceCardProps) => {
  if (item.linkPath) {
    return <CourseLinkCard item={item} />;
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onToggle();
    }
  };
  return (
    <Card
      size="small"
      hoverable
      role="checkbox"
      aria-checked={selected}
      aria-label={item.name}
      tabIndex={0}
      onClick={onToggle}
      onKeyDown={onKey}
      title={item.name}
      extra={selected ? <CheckCircleFilled style={{ color: '#52c41a' }} aria-hidden /> : null}
      style={{
        height: '100%',
        borderColor: selected ? '#52c41a' : undefined,
        borderWidth: selected ? 2 : 1,
        background: selected ? '#f6ffed' : undefined,
      }}
    >
      <Body item={item} />
    </Card>
  );
};
