import { CloseOutlined, CreditCardOutlined } from '@ant-design/icons';
import { SERVICE_GUEST_COUNT, type ServiceItem } from '@mithaq/contracts';
import { Button, Card, Divider, Flex, Tag, Typography } from 'antd';
import {
  packageLabels,
  selectionTotal,
  serviceLineTotal,
} from '../../../entities/services/service-pricing';
import { formatPence } from '../../../lib/format';

export const SelectionNotes = {
  guests: `Per-person prices are totalled for ${SERVICE_GUEST_COUNT} guests.`,
  bronze: 'Bronze is a monthly recurring subscription.',
  teesside: 'Services marked Teesside only are available for TS postcodes only.',
} as const;

interface SelectionPanelProps {
  items: readonly ServiceItem[];
  onRemove: (id: string) => void;
  onProceed: () => void;
}

/** The side panel: what is selected, with its package, each line's amount and the total. */
export const SelectionPanel = ({ items, onRemove, onProceed }: SelectionPanelProps) => (
  <Card title="Your Selection">
    <Flex vertical gap="small">
      {items.length === 0 ? (
        <Typography.Text type="secondary">No services selected yet.</Typography.Text>
      ) : (
        <ul aria-label="Selected services" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.id} style={{ padding: '6px 0' }}>
              <Flex justify="space-between" align="start" gap="small">
                <Flex vertical gap={2}>
                  <Typography.Text strong>{item.name}</Typography.Text>
                  <Tag style={{ width: 'fit-content' }}>{packageLabels[item.package]}</Tag>
                  {item.perPerson && (
                    <Typography.Text type="secondary">
                      {`${formatPence(item.price)} × ${SERVICE_GUEST_COUNT} guests`}
                    </Typography.Text>
                  )}
                </Flex>
                <Flex align="center" gap={4}>
                  <Typography.Text>{formatPence(serviceLineTotal(item))}</Typography.Text>
                  <Button
                    type="text"
                    size="small"
                    icon={<CloseOutlined />}
                    aria-label={`Remove ${item.name}`}
                    onClick={() => onRemove(item.id)}
                  />
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <Divider style={{ margin: '8px 0' }} />
      <Flex justify="space-between" align="baseline">
        <Typography.Text strong>Total</Typography.Text>
        <Typography.Text strong style={{ fontSize: 20 }} data-testid="selection-total">
          {formatPence(selectionTotal(items))}
        </Typography.Text>
      </Flex>
      <Button type="primary" size="large" block icon={<CreditCardOutlined />} onClick={onProceed}>
        Proceed to Payment
      </Button>
      <Flex vertical gap={2}>
        {Object.values(SelectionNotes).map((note) => (
          <Typography.Text key={note} type="secondary" style={{ fontSize: 12 }}>
            {note}
          </Typography.Text>
        ))}
      </Flex>
    </Flex>
  </Card>
);
