import { Flex, Spin, type SpinProps } from 'antd';

interface LoadingSpinProps {
  /** What is loading, read out by screen readers, e.g. "Loading services". */
  label: string;
  size?: SpinProps['size'];
  /** In the middle of the line rather than at its start. */
  centered?: boolean;
}

/**
 * A spinner that says what it waits for. antd's Spin is a plain div, on which an aria-label is
 * not allowed (axe: aria-prohibited-attr); wrapping it in a named status region makes the
 * label valid and announced politely.
 */
export const LoadingSpin = ({ label, size, centered }: LoadingSpinProps) => (
  <Flex justify={centered ? 'center' : undefined} role="status" aria-label={label}>
    <Spin size={size} />
  </Flex>
);
