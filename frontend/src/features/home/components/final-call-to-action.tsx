import { Button, Card, Flex, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

export const FinalCallToAction = () => {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <Card style={{ textAlign: 'center', borderTop: `4px solid ${token.colorPrimary}` }}>
      <Flex vertical align="center" gap="middle">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Ready to Begin?
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0, maxWidth: 560 }}>
          Join Muslims who are looking for marriage the way of the Sunnah, with the support of their
          families.
        </Typography.Paragraph>
        <Button type="primary" size="large" onClick={() => void navigate(paths.auth)}>
          Create Your Account
        </Button>
      </Flex>
    </Card>
  );
};
