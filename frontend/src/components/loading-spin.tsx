import { Spin, type SpinProps } from 'antd';

interface LoadingSpinProps {
  /** What is loading, read out by screen readers, e.g. "Loading services". */
  label: string;
  size?: SpinProps['size'];
}

/**
 * A spinner that says what it waits for. antd's Spin is a plain div, on which an aria-label is
 * not allowed (axe: aria-prohibited-attr); wrapping it in a named status region makes the
 * label valid and announced politely.
 */
export const LoadingSpin = ({ label, size }: LoadingSpinProps) => (
  <div role="status" aria-label={label} className="loading-spin">
    <Spin size={size} />
  </div>
);
