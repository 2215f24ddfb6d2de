import { LandingPage } from '../components/landing-page';

/** The visitor's home page; the app shows a signed-in member the dashboard at "/" instead. */
export const HomePage = () => <LandingPage />;
