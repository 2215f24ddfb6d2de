import { Typography } from 'antd';
import { useSession } from '../../../lib/session';
import { LandingPage } from '../components/landing-page';

export const HomePage = () => {
  const { user } = useSession();
  return user ? <Typography.Title level={1}>Your Dashboard</Typography.Title> : <LandingPage />;
};
