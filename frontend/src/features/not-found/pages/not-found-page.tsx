import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

export const NotFoundPage = () => {
  const navigate = useNavigate();
  return (
    <Flex vertical align="center" gap="middle" style={{ paddingBlock: 48 }}>
      <Typography.Title level={1}>404 Page Not Found</Typography.Title>
      <Button type="primary" onClick={() => void navigate(paths.home)}>
        Back to Home
      </Button>
    </Flex>
  );
};
