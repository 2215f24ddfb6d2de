import { Flex } from 'antd';
import { Suspense } from 'react';
import { lazyPage } from '../../../lib/lazy-page';
import { HowItWorks } from './how-it-works';
import { LandingBanner } from './landing-banner';
import { LandingHero } from './landing-hero';

/**
 * The sections below "How It Works" come in code of their own, asked for as soon as this module
 * runs: the first screen's scripts stay small, and the rest arrives while the visitor reads the
 * top. Until it has, their place holds a window's height, so the footer stays out of sight and
 * nothing on screen moves when they arrive.
 */
const LandingSections = lazyPage(() => import('./landing-sections'), 'LandingSections');
// A failed download is tried again when the page renders them (lazyPage forgets the failure).
LandingSections.load().catch(() => undefined);

const sectionsPlace = <div style={{ minHeight: '100vh' }} />;

/** The visitor's home page. */
export const LandingPage = () => (
  <Flex vertical gap={64}>
    <Flex vertical>
      <LandingBanner />
      <LandingHero />
    </Flex>
    <HowItWorks />
    <Suspense fallback={sectionsPlace}>
      <LandingSections />
    </Suspense>
  </Flex>
);
