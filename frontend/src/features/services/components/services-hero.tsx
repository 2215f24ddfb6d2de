import { Card, Flex, Typography } from 'antd';
import { useGetSiteImagesQuery } from '../../../entities/site/site-images';

export const SERVICES_TITLE = 'Nikah & Wedding Services';

/** The heading over the first image of the service-hero category, or a plain colour without one. */
export const ServicesHero = () => {
  const { data: images = [] } = useGetSiteImagesQuery('service-hero');
  const image = images[0];
  const background = image
    ? `linear-gradient(rgba(0, 0, 0, 0.45), rgba(0, 0, 0, 0.45)), url("${image.url}") center / cover`
    : 'linear-gradient(135deg, #0f5132 0%, #198754 100%)';
  return (
    <Card
      style={{ background, color: '#fff', minHeight: 200 }}
      data-testid="services-hero"
      data-image={image?.url ?? ''}
    >
      <Flex vertical gap="small" style={{ padding: '24px 0' }}>
        <Typography.Title level={1} style={{ color: '#fff', margin: 0 }}>
          {SERVICES_TITLE}
        </Typography.Title>
        <Typography.Paragraph style={{ color: '#fff', fontSize: 16, margin: 0 }}>
          From preparing for marriage to the day of your nikah: choose the services you need and we
          will arrange the rest.
        </Typography.Paragraph>
      </Flex>
    </Card>
  );
};
