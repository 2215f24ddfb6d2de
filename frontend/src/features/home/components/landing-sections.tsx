import { AdditionalServicesSection } from './additional-services-section';
import { FinalCallToAction } from './final-call-to-action';
import { MembershipPlansSection } from './membership-plans-section';
import { TestimonialsSection } from './testimonials-section';

/** The landing page below "How It Works": plans, services, stories and the closing call. */
export const LandingSections = () => (
  <>
    <MembershipPlansSection />
    <AdditionalServicesSection />
    <TestimonialsSection />
    <FinalCallToAction />
  </>
);
