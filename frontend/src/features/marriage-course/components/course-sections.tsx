import {
  BookOutlined,
  ClockCircleOutlined,
  CoffeeOutlined,
  SafetyCertificateOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Row, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  agenda,
  AGENDA_TOTAL,
  COURSE_INTRO,
  COURSE_TITLE,
  features,
  HALF_DAY_BADGE,
  OVERVIEW_INCLUDES,
  overviewSessions,
} from './course-content';

export const CourseHero = () => (
  <Card style={{ background: 'linear-gradient(135deg, #0f5132 0%, #198754 100%)', color: '#fff' }}>
    <Flex vertical gap="small" align="start">
      <Tag color="gold" icon={<ClockCircleOutlined />}>
        {HALF_DAY_BADGE}
      </Tag>
      <Typography.Title level={1} style={{ color: '#fff', margin: 0 }}>
        {COURSE_TITLE}
      </Typography.Title>
      <Typography.Paragraph style={{ color: '#fff', margin: 0, fontSize: 16 }}>
        {COURSE_INTRO}
      </Typography.Paragraph>
    </Flex>
  </Card>
);

export const CourseOverview = () => (
  <Card title="Course Overview">
    <Row gutter={[16, 16]}>
      {overviewSessions.map((session) => (
        <Col key={session.key} xs={24} sm={12}>
          <Card size="small" type="inner" title={session.title}>
            <Flex vertical gap={4}>
              <Typography.Text strong>{session.hours}</Typography.Text>
              <Typography.Text type="secondary">
                <CoffeeOutlined aria-hidden /> {OVERVIEW_INCLUDES}
              </Typography.Text>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  </Card>
);

export const CourseAgenda = () => (
  <Card title="Course Agenda">
    <Timeline
      items={agenda.map((item) => ({
        key: item.title,
        children: (
          <Flex vertical>
            <Flex gap="small" wrap align="baseline">
              <Typography.Text strong>{item.title}</Typography.Text>
              <Tag>{`${item.minutes} minutes`}</Tag>
            </Flex>
            <Typography.Text type="secondary">{item.detail}</Typography.Text>
          </Flex>
        ),
      }))}
    />
    <Typography.Text strong>{AGENDA_TOTAL}</Typography.Text>
  </Card>
);

const featureIcons: Record<(typeof features)[number]['key'], ReactNode> = {
  imam: <UserOutlined />,
  materials: <BookOutlined />,
  certificate: <SafetyCertificateOutlined />,
  badge: <TrophyOutlined />,
};

export const CourseFeatures = () => (
  <Card title="What You Get">
    <Row gutter={[16, 16]}>
      {features.map((feature) => (
        <Col key={feature.key} xs={24} sm={12}>
          <Flex gap="small" align="start">
            <span aria-hidden style={{ fontSize: 20, color: '#198754' }}>
              {featureIcons[feature.key]}
            </span>
            <Flex vertical>
              <Typography.Text strong>{feature.title}</Typography.Text>
              <Typography.Text type="secondary">{feature.text}</Typography.Text>
            </Flex>
          </Flex>
        </Col>
      ))}
    </Row>
  </Card>
);
