import {
  GiftOutlined,
  HeartOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

interface Highlight {
  title: string;
  text: string;
  icon: ReactNode;
}

const highlights: readonly Highlight[] = [
  {
    title: 'Sunnah-Based Matching',
    text: 'Matches built on faith, values and a detailed compatibility questionnaire.',
    icon: <HeartOutlined />,
  },
  {
    title: 'Wali Involvement',
    text: 'Guardians are part of every introduction, from the first contact onwards.',
    icon: <TeamOutlined />,
  },
  {
    title: 'Approved Profiles',
    text: 'Our team reviews each profile before it is shown to other members.',
    icon: <SafetyCertificateOutlined />,
  },
  {
    title: 'Marriage Services',
    text: 'A marriage course and help with the nikah, catering, photography and more.',
    icon: <GiftOutlined />,
  },
];

export const ServiceHighlights = () => {
  const { token } = theme.useToken();
  return (
    <Row gutter={[16, 16]}>
      {highlights.map((highlight) => (
        <Col key={highlight.title} xs={24} sm={12} lg={6}>
          <Card size="small" style={{ height: '100%' }}>
            <Flex vertical gap={4}>
              <span
                style={{ fontSize: token.fontSizeHeading3, color: token.colorPrimary }}
                aria-hidden
              >
                {highlight.icon}
              </span>
              <Typography.Text strong>{highlight.title}</Typography.Text>
              <Typography.Text type="secondary">{highlight.text}</Typography.Text>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
};
