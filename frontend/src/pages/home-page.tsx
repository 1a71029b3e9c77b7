import { island } from '@/components/island';
import { TrustSignals } from '@/components/trust-signals';
import { HeroSection } from '@/pages/home/hero-section';

// Below the fold, each section hydrates as it nears the viewport (see components/island.tsx), so
// the first load carries only the hero.
const AboutSection = island('about', async () => (await import('@/pages/home/about-section')).AboutSection);
const JobsSection = island('jobs', async () => (await import('@/pages/home/jobs-section')).JobsSection);
const TeamSection = island('team', async () => (await import('@/pages/home/team-section')).TeamSection);
const ContactSection = island('contact', async () => (await import('@/pages/home/contact-section')).ContactSection, {
  queryProvider: true,
});

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
