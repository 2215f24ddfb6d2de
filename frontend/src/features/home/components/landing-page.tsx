import { Flex } from 'antd';
import { AdditionalServicesSection } from './additional-services-section';
import { FinalCallToAction } from './final-call-to-action';
import { HowItWorks } from './how-it-works';
import { LandingBanner } from './landing-banner';
import { LandingHero } from './landing-hero';
import { MembershipPlansSection } from './membership-plans-section';
import { TestimonialsSection } from './testimonials-section';

/** The visitor's home page. */
export const LandingPage = () => (
  <Flex vertical gap={64}>
    <Flex vertical>
      <LandingBanner />
      <LandingHero />
    </Flex>
    <HowItWorks />
    <MembershipPlansSection />
    <AdditionalServicesSection />
    <TestimonialsSection />
    <FinalCallToAction />
  </Flex>
);
