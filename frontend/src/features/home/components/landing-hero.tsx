import { Alert, Button, Col, Flex, Row, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import { SiteLogo } from '../../../components/site-logo';
import { paths } from '../../../config/paths';
import { useSession, isAdmin } from '../../../lib/session';
import { useGetSiteImagesQuery } from '../../../entities/site/site-images';
import { HOW_IT_WORKS_ID } from './landing-content';

export const HERO_IMAGE_HINT = "Upload images in the 'service-hero' category";

const scrollToHowItWorks = () =>
  document.getElementById(HOW_IT_WORKS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

const HeroImage = () => {
  const { token } = theme.useToken();
  const { user } = useSession();
  const { data: images = [] } = useGetSiteImagesQuery('service-hero');
  const [image] = images;
  if (image) {
    return (
      <img
        src={image.url}
        alt={image.alt || image.title}
        style={{
          display: 'block',
          width: '100%',
          maxHeight: 420,
          objectFit: 'cover',
          borderRadius: token.borderRadiusLG,
        }}
      />
    );
  }
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap="middle"
      style={{
        minHeight: 280,
        padding: token.paddingLG,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <SiteLogo size={96} />
      {isAdmin(user) && <Alert type="info" showIcon title={HERO_IMAGE_HINT} />}
    </Flex>
  );
};

export const LandingHero = () => {
  const navigate = useNavigate();
  return (
    <Row gutter={[48, 32]} align="middle" style={{ paddingBlock: 48 }}>
      <Col xs={24} md={13}>
        <Flex vertical gap="middle">
          <Typography.Title level={1} style={{ margin: 0 }}>
            Find Your Match According to the Sunnah
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: 18, margin: 0 }}>
            A marriage-introduction service for Muslims: compatibility matching, approved profiles
            and the involvement of your wali at every step.
          </Typography.Paragraph>
          <Flex gap="middle" wrap>
            <Button type="primary" size="large" onClick={() => void navigate(paths.auth)}>
              Begin Your Journey
            </Button>
            <Button size="large" onClick={scrollToHowItWorks}>
              How It Works
            </Button>
          </Flex>
        </Flex>
      </Col>
      <Col xs={24} md={11}>
        <HeroImage />
      </Col>
    </Row>
  );
};
