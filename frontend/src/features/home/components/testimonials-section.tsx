import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Flex, Row, Tag } from 'antd';
import { InitialsAvatar } from '../../../components/user-avatar';
import { useGetSiteImagesQuery } from '../../../entities/site/site-images';
import { testimonials } from './landing-content';
import { Paragraph, Text, Title } from '../../../components/light-typography';

export const TestimonialsSection = () => {
  const { data: images = [] } = useGetSiteImagesQuery('testimonial');
  return (
    <section aria-labelledby="success-stories-title">
      <Title level={2} id="success-stories-title" style={{ textAlign: 'center' }}>
        Success Stories
      </Title>
      <Row gutter={[24, 24]}>
        {testimonials.map((testimonial, index) => {
          // Testimonial images are matched to the stories by their order.
          const image = images[index];
          return (
            <Col key={testimonial.names} xs={24} md={8}>
              <Card
                role="article"
                style={{ height: '100%' }}
                aria-label={`Story of ${testimonial.names}`}
              >
                <Flex vertical gap="middle">
                  <Flex gap="middle" align="center">
                    {image ? (
                      <Avatar size={56} src={image.url} alt={image.alt || testimonial.names} />
                    ) : (
                      <InitialsAvatar name={testimonial.names} size={56} />
                    )}
                    <Flex vertical>
                      <Text strong>{testimonial.names}</Text>
                      <Text type="secondary">{testimonial.location}</Text>
                    </Flex>
                  </Flex>
                  {testimonial.certified && (
                    <Tag
                      color="gold"
                      icon={<SafetyCertificateOutlined />}
                      title="Completed the marriage course"
                      style={{ alignSelf: 'flex-start' }}
                    >
                      Certified
                    </Tag>
                  )}
                  <Paragraph italic style={{ margin: 0 }}>
                    “{testimonial.quote}”
                  </Paragraph>
                </Flex>
              </Card>
            </Col>
          );
        })}
      </Row>
    </section>
  );
};
