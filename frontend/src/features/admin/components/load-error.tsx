import { Alert } from 'antd';
import { serverMessageOf } from '../../../lib/use-mutation-action';

/** Shown in place of a list the server would not give. */
export const LoadError = ({ what, error }: { what: string; error: unknown }) => (
  <Alert
    type="error"
    showIcon
    title={`Could not load ${what}`}
    description={serverMessageOf(error, 'Please try again later.')}
    style={{ marginBottom: 16 }}
  />
);
