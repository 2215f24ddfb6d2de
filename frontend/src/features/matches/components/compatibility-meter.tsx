import { Flex, Progress, Typography } from 'antd';
import { compatibilityOf } from '../lib/compatibility';

/** A score in words and as a bar, the same on the card and in the profile dialog. */
export const CompatibilityMeter = ({ score, label }: { score: number; label: string }) => {
  const words = compatibilityOf(score);
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text>{label}</Typography.Text>
        <Typography.Text strong style={{ color: words.color }}>
          {words.text}
        </Typography.Text>
      </Flex>
      <Progress
        percent={words.barPercent}
        showInfo={false}
        strokeColor={words.color}
        aria-label={`Compatibility ${score}%`}
      />
    </Flex>
  );
};
