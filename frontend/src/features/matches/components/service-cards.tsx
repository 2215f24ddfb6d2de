import { BookOutlined, HeartOutlined, RightOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Columns } from '../../../components/columns';
import { paths } from '../../../config/paths';

const ServiceCard = ({
  title,
  icon,
  text,
  link,
}: {
  title: string;
  icon: ReactNode;
  text: string;
  link: { to: string; label: string };
}) => (
  <Card role="region" aria-label={title} style={{ height: '100%' }}>
    <Flex vertical gap="small">
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
        {icon} {title}
      </Typography.Title>
      <Typography.Text type="secondary">{text}</Typography.Text>
      <Link to={link.to}>
        {link.label} <RightOutlined aria-hidden />
      </Link>
    </Flex>
  </Card>
);

/** The dashboard's links to the marriage course and the nikah services. */
export const ServiceCards = () => (
  <Columns base={1} md={2} gap={24}>
    <ServiceCard
      title="Marriage Course"
      icon={<BookOutlined aria-hidden />}
      text="Prepare for married life and earn the Certified badge on your profile."
      link={{ to: paths.marriageCourse, label: 'Explore the Marriage Course' }}
    />
    <ServiceCard
      title="Nikah Services"
      icon={<HeartOutlined aria-hidden />}
      text="Help with arranging your nikah, from the ceremony to the paperwork."
      link={{ to: paths.nikahServices, label: 'Explore Nikah Services' }}
    />
  </Columns>
);
