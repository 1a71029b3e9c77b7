import type { acaPage, accaPage } from '#content/qualifications';
import { PageHero } from '@/components/ui/page-hero';
import {
  DateCards,
  FeesCard,
  InterviewTipsBlock,
  Membership,
  OfficialWebsite,
  Panel,
  Paragraphs,
  PathSteps,
  QualificationLayout,
  StructureLevels,
  StudyResourcesCard,
} from '@/pages/qualifications/parts';

/** Layout shared by the ACA and ACCA pages (the spec gives them the same sections). */
export function ProfessionalQualificationPage({ page }: { page: typeof acaPage | typeof accaPage }) {
  return (
    <>
      <PageHero headerHidden eyebrow="Qualifications" title={page.title} intro={<p>{page.subtitle}</p>} />
      <QualificationLayout
        main={
          <>
            <Panel id="about" heading={page.about.heading}>
              <Paragraphs paragraphs={page.about.paragraphs} />
            </Panel>
            <Panel id="path" heading={page.certificationPath.heading}>
              <PathSteps steps={page.certificationPath.steps} />
            </Panel>
            <Panel id="structure" heading={page.structure.heading}>
              <StructureLevels intro={page.structure.intro} levels={page.structure.levels} />
            </Panel>
            <Panel id="dates" heading={page.keyExamDates.heading}>
              <DateCards intro={page.keyExamDates.intro} sittings={page.keyExamDates.sittings} />
            </Panel>
            <Panel id="ireland" heading={page.inIreland.heading}>
              <Paragraphs paragraphs={page.inIreland.paragraphs} />
            </Panel>
            <Panel id="membership" heading={page.membership.heading}>
              <Membership items={page.membership.items} />
            </Panel>
          </>
        }
        sidebar={
          <>
            <StudyResourcesCard heading={page.studyResources.heading} resources={page.studyResources.resources} />
            <FeesCard heading={page.feeInformation.heading} fees={page.feeInformation.fees} note={page.feeInformation.note} />
            <OfficialWebsite link={page.officialWebsite} />
          </>
        }
      />
      <InterviewTipsBlock />
    </>
  );
}
