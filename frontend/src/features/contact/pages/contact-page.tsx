import { Card, Col, Flex, Row, Tabs, Typography } from 'antd';
import { AboutUs } from '../components/about-us';
import { ContactDetails } from '../components/contact-details';
import { ContactFaq } from '../components/contact-faq';
import { ContactForm } from '../components/contact-form';
import { ServiceHighlights } from '../components/service-highlights';

const ContactTab = () => (
  <Row gutter={[24, 24]}>
    <Col xs={24} md={10}>
      <ContactDetails />
    </Col>
    <Col xs={24} md={14}>
      <Card title="Send Us a Message">
        <ContactForm />
      </Card>
    </Col>
  </Row>
);

export const ContactPage = () => (
  <Flex vertical gap="large">
    <div>
      <Typography.Title level={1}>Contact Us</Typography.Title>
      <Typography.Paragraph type="secondary">
        Questions about membership, matching or our marriage services? We are here to help.
      </Typography.Paragraph>
    </div>
    <ServiceHighlights />
    <Tabs
      defaultActiveKey="contact"
      items={[
        { key: 'contact', label: 'Contact Us', children: <ContactTab /> },
        { key: 'faq', label: 'FAQ', children: <ContactFaq /> },
        { key: 'about', label: 'About Us', children: <AboutUs /> },
      ]}
    />
  </Flex>
);
