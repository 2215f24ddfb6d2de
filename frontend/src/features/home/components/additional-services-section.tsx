import { Button, Card, Col, Flex, Row, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { additionalServices } from '../../../entities/services/additional-services';
import { formatPence } from '../../../lib/format';
import { Paragraph, Text, Title } from '../../../components/light-typography';

export const AdditionalServicesSection = () => {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="additional-services-title">
      <Title level={2} id="additional-services-title" style={{ textAlign: 'center' }}>
        Additional Services
      </Title>
      <Paragraph type="secondary" style={{ textAlign: 'center' }}>
        From preparing for marriage to the day of your nikah, we can help with every detail.
      </Paragraph>
      <Row gutter={[16, 16]}>
        {additionalServices.map((service) => (
          <Col key={service.id} xs={24} sm={12} lg={8}>
            <Card size="small" title={service.name} style={{ height: '100%' }}>
              <Flex vertical gap="small">
                <Flex gap="small" align="center" wrap>
                  <Text strong>
                    {formatPence(service.price)}
                    {service.priceUnit ? ` ${service.priceUnit}` : ''}
                  </Text>
                  {service.teessideOnly && <Tag>Teesside only</Tag>}
                </Flex>
                <Text type="secondary">{service.description}</Text>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
      <Flex justify="center" style={{ marginTop: 24 }}>
        <Button onClick={() => void navigate(paths.services)}>View All Services</Button>
      </Flex>
    </section>
  );
};
