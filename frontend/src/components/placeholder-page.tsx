import { Typography } from 'antd';

/** A page a later release builds: its name and nothing else. */
export const PlaceholderPage = ({ title }: { title: string }) => (
  <Typography.Title level={1}>{title}</Typography.Title>
);
