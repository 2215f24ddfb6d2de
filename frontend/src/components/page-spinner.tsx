import { Flex } from 'antd';
import { LoadingSpin } from './loading-spin';

/** A page's whole area while its code or data loads: a named status, centred. */
export const PageSpinner = () => (
  <Flex align="center" justify="center" style={{ minHeight: '50vh' }}>
    <LoadingSpin label="Loading" size="large" />
  </Flex>
);
