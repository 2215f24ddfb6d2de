import {
  AppstoreOutlined,
  HeartOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserAddOutlined,
  GiftOutlined,
} from '@ant-design/icons';
import { Avatar, Card, Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import { HOW_IT_WORKS_ID, journeySteps, type StepIcon } from './landing-content';
import { Paragraph, Text, Title } from '../../../components/light-typography';
import { useThemeToken } from '../../../lib/theme-token';

const icons: Record<StepIcon, ReactNode> = {
  profile: <UserAddOutlined />,
  approval: <SafetyCertificateOutlined />,
  package: <AppstoreOutlined />,
  matches: <HeartOutlined />,
  wali: <TeamOutlined />,
  nikah: <GiftOutlined />,
};

export const HowItWorks = () => {
  const { token } = useThemeToken();
  return (
    <section
      id={HOW_IT_WORKS_ID}
      aria-labelledby="how-it-works-title"
      style={{ scrollMarginTop: 80 }}
    >
      <Title level={2} id="how-it-works-title" style={{ textAlign: 'center' }}>
        How It Works
      </Title>
      <Row gutter={[24, 24]}>
        {journeySteps.map((step, index) => (
          <Col key={step.title} xs={24} sm={12} lg={8}>
            <Card style={{ height: '100%' }}>
              <Flex gap="middle" align="flex-start">
                <Avatar
                  size={48}
                  icon={icons[step.icon]}
                  style={{ background: token.colorPrimary, flexShrink: 0 }}
                  aria-hidden
                />
                <Flex vertical gap={4}>
                  <Text type="secondary">Step {index + 1}</Text>
                  <Title level={3} style={{ margin: 0, fontSize: 20 }}>
                    {step.title}
                  </Title>
                  <Paragraph style={{ margin: 0 }}>{step.description}</Paragraph>
                </Flex>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
};
