import { Button, Card, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Paragraph, Title } from '../../../components/light-typography';
import { useThemeToken } from '../../../lib/theme-token';

export const FinalCallToAction = () => {
  const { token } = useThemeToken();
  const navigate = useNavigate();
  return (
    <Card style={{ textAlign: 'center', borderTop: `4px solid ${token.colorPrimary}` }}>
      <Flex vertical align="center" gap="middle">
        <Title level={2} style={{ margin: 0 }}>
          Ready to Begin?
        </Title>
        <Paragraph style={{ margin: 0, maxWidth: 560 }}>
          Join Muslims who are looking for marriage the way of the Sunnah, with the support of their
          families.
        </Paragraph>
        <Button type="primary" size="large" onClick={() => void navigate(paths.auth)}>
          Create Your Account
        </Button>
      </Flex>
    </Card>
  );
};
