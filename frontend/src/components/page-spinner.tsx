import { Flex, Spin } from 'antd';

export const PageSpinner = () => (
  <Flex
    align="center"
    justify="center"
    style={{ minHeight: '50vh' }}
    role="status"
    aria-label="Loading"
  >
    <Spin size="large" />
  </Flex>
);
