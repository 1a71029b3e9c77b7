import { partnerPage } from '#content/partner';
import { EuroIcon } from '@/components/icons/glyphs/euro-icon';
import { UsersIcon } from '@/components/icons/glyphs/users-icon';
import { ZapIcon } from '@/components/icons/glyphs/zap-icon';
import { buttonClass } from '@/components/ui/button';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { Container } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/page-hero';
import { PartnerFormSection } from '@/pages/shared/partner-form-section';

export default function RecruitmentSolutionsPage() {
  return (
    <>
      <PageHero eyebrow="For Employers" title={partnerPage.title} intro={<p>{partnerPage.intro}</p>}>
        <a href="#partner-form" className={buttonClass('primary', 'px-8')}>
          {partnerPage.formHeading}
        </a>
      </PageHero>
      <section aria-label="Benefits" className="bg-white py-16 sm:py-20">
        <Container>
          <FeatureGrid items={partnerPage.benefits} icons={[UsersIcon, ZapIcon, EuroIcon]} headingLevel="h2" variant="panel" />
        </Container>
      </section>
      <PartnerFormSection heading={partnerPage.formHeading} />
    </>
  );
}
