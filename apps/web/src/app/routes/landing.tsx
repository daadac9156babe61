import { Hero } from '../../features/landing/components/hero.tsx';
import {
  AdvantagesSection,
  ContactSection,
  FaqSection,
  HowItWorksSection,
  ServicesSection,
} from '../../features/landing/components/info-sections.tsx';
import { PacketsSection } from '../../features/landing/components/packets-section.tsx';

/** `/{lang}`: the public landing page, in the section order of spec section 1. */
export default function LandingRoute() {
  return (
    <>
      <Hero />
      <HowItWorksSection />
      <AdvantagesSection />
      <ServicesSection />
      <PacketsSection />
      <FaqSection />
      <ContactSection />
    </>
  );
}
