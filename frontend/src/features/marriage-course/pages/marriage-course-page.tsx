import { Col, Flex, Row } from 'antd';
import { useSession } from '../../../lib/session';
import {
  CourseAgenda,
  CourseFeatures,
  CourseHero,
  CourseOverview,
} from '../components/course-sections';
import { RegistrationCard } from '../components/registration-card';

/** /marriage-course: the half-day course, and booking a session (signed-in members). */
export const MarriageCoursePage = () => {
  const { user } = useSession();
  return (
    <Flex vertical gap="large">
      <CourseHero />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <Flex vertical gap="large">
            <CourseOverview />
            <CourseAgenda />
            <CourseFeatures />
          </Flex>
        </Col>
        <Col xs={24} lg={9}>
          <div style={{ position: 'sticky', top: 16 }}>
            <RegistrationCard user={user} />
          </div>
        </Col>
      </Row>
    </Flex>
  );
};
