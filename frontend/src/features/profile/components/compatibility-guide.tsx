import {
  bandRangeText,
  compatibilityLevelLabels,
  compatibilityScale,
  levelRangeText,
  type CompatibilityLevel,
} from '@mithaq/contracts';
import { Flex, Tag, Typography } from 'antd';

const levels: CompatibilityLevel[] = ['high', 'medium', 'basic'];

/** The compatibility levels and their bands, from the one scale every screen uses. */
export const CompatibilityGuide = () => (
  <Flex vertical gap={8} role="group" aria-label="Compatibility levels">
    <Typography.Text strong>Compatibility Levels</Typography.Text>
    {levels.map((level) => (
      <Flex key={level} vertical gap={2}>
        <Typography.Text type="secondary">
          {compatibilityLevelLabels[level]} ({levelRangeText(level)})
        </Typography.Text>
        {compatibilityScale
          .filter((step) => step.level === level)
          .map((step) => (
            <Flex key={step.band} justify="space-between" align="center">
              <Tag color={step.color}>{step.band}</Tag>
              <Typography.Text type="secondary">{bandRangeText(step)}</Typography.Text>
            </Flex>
          ))}
      </Flex>
    ))}
  </Flex>
);
