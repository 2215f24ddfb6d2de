import { contentKeys } from '../../../entities/site/site-content';
import { LegalContentPage } from '../components/legal-content-page';

export const PrivacyPolicyPage = () => (
  <LegalContentPage contentKey={contentKeys.privacyPolicy} fallbackTitle="Privacy Policy" />
);
