import { Typography } from 'antd';
import { useSession } from '../../../lib/session';
import { LandingHero } from '../components/landing-hero';

export const HomePage = () => {
  const { user } = useSession();
  return user ? <Typography.Title level={1}>Your Dashboard</Typography.Title> : <LandingHero />;
};
