import { Alert } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export const LandingBanner = () => (
  <Alert
    type="success"
    role="region"
    aria-label="Announcements"
    title={
      <span>
        Preparing for marriage? Book our half-day{' '}
        <Link to={paths.marriageCourse}>Marriage Course</Link> or let us help arrange your day with
        our <Link to={paths.nikahServices}>Nikah Services</Link>.
      </span>
    }
  />
);
