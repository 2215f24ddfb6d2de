import { Flex, Tag, Typography } from 'antd';
import { compatibilityBands } from '../lib/member-details';

/** The compatibility levels, from Excellent down. */
export const CompatibilityGuide = () => (
  <Flex vertical gap={4}>
    <Typography.Text strong>Compatibility Levels</Typography.Text>
    {compatibilityBands.map((band) => (
      <Flex key={band.name} justify="space-between" align="center">
        <Tag color={band.color}>{band.name}</Tag>
        <Typography.Text type="secondary">{band.range}</Typography.Text>
      </Flex>
    ))}
  </Flex>
);
