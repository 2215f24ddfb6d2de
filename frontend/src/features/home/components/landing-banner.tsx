import { Alert } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { bannerParts } from './landing-content';

export const LandingBanner = () => (
  <Alert
    type="success"
    role="region"
    aria-label="Announcements"
    title={
      <span>
        {bannerParts.before}
        <Link to={paths.marriageCourse}>{bannerParts.courseLink}</Link>
        {bannerParts.between}
        <Link to={paths.nikahServices}>{bannerParts.servicesLink}</Link>
        {bannerParts.after}
      </span>
    }
  />
);
