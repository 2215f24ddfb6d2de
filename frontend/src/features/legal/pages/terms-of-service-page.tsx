import { contentKeys } from '../../../entities/site/site-content';
import { LegalContentPage } from '../components/legal-content-page';

export const TermsOfServicePage = () => (
  <LegalContentPage contentKey={contentKeys.termsOfService} fallbackTitle="Terms of Service" />
);
