import { TrustSignals } from '@/components/trust-signals';
import { AboutSection } from '@/pages/home/about-section';
import { HeroSection } from '@/pages/home/hero-section';
import { ContactSection } from '@/pages/home/contact-section';
import { JobsSection } from '@/pages/home/jobs-section';
import { TeamSection } from '@/pages/home/team-section';

// Only the contact form (in ContactSection) hydrates; the hero types by CSS alone and the other
// sections are prerendered HTML with links (see app/island-registry.ts).

/** The landing page: hero, the agency's track record, about, Latest Opportunities, Our Team and contact. */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <TrustSignals />
      <AboutSection />
      <JobsSection />
      <TeamSection />
      <ContactSection />
    </>
  );
}
