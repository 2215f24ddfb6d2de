import { Alert, Button, Col, Flex, Row } from 'antd';
import { useNavigate } from 'react-router';
import { SiteLogo } from '../../../components/site-logo';
import { paths } from '../../../config/paths';
import { useSession, isAdmin } from '../../../lib/session';
import { useGetSiteImagesQuery } from '../../../entities/site/site-images';
import { hero, HOW_IT_WORKS_ID } from './landing-content';
import { Paragraph, Title } from '../../../components/light-typography';
import { useThemeToken } from '../../../lib/theme-token';

export const HERO_IMAGE_HINT = "Upload images in the 'service-hero' category";

const scrollToHowItWorks = () =>
  document.getElementById(HOW_IT_WORKS_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/**
 * The hero picture's frame keeps one height whether the image list is still loading, the image
 * is arriving, or there is none, so nothing below it moves when it shows up.
 */
const HERO_HEIGHT = 320;

const HeroImage = () => {
  const { token } = useThemeToken();
  const { user } = useSession();
  const { data: images = [], isLoading } = useGetSiteImagesQuery('service-hero');
  const [image] = images;
  const frame = {
    height: HERO_HEIGHT,
    borderRadius: token.borderRadiusLG,
    overflow: 'hidden',
  } as const;
  if (image) {
    return (
      <div style={frame}>
        <img
          src={image.url}
          alt={image.alt || image.title}
          fetchPriority="high"
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </div>
    );
  }
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap="middle"
      aria-busy={isLoading}
      style={{
        ...frame,
        padding: token.paddingLG,
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
          <Title level={1} style={{ margin: 0 }}>
            {hero.title}
          </Title>
          <Paragraph type="secondary" style={{ fontSize: 18, margin: 0 }}>
            {hero.lead}
          </Paragraph>
          <Flex gap="middle" wrap>
            <Button type="primary" size="large" onClick={() => void navigate(paths.auth)}>
              {hero.begin}
            </Button>
            <Button size="large" onClick={scrollToHowItWorks}>
              {hero.howItWorks}
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
