import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

export const LandingHero = () => {
  const navigate = useNavigate();
  return (
    <Flex vertical align="center" gap="large" style={{ paddingBlock: 64, textAlign: 'center' }}>
      <Typography.Title level={1}>Find Your Match According to the Sunnah</Typography.Title>
      <Button type="primary" size="large" onClick={() => void navigate(paths.auth)}>
        Begin Your Journey
      </Button>
    </Flex>
  );
};
