import type { ProfessionalQualificationPageContent } from '#content/qualifications';
import type { PagePath } from '#content/routes';
import { QualificationPage } from '@/pages/qualifications/qualification-page';
import {
  DateCards,
  FeesCard,
  Membership,
  OfficialWebsite,
  Paragraphs,
  PathSteps,
  StructureLevels,
  StudyResourcesCard,
} from '@/pages/qualifications/qualification-sections';

/** The ACA and ACCA pages (the spec gives them the same sections). */
export function ProfessionalQualificationPage({ path, page }: { path: PagePath; page: ProfessionalQualificationPageContent }) {
  return (
    <QualificationPage
      path={path}
      page={page}
      panels={[
        { id: 'about', heading: page.about.heading, content: <Paragraphs paragraphs={page.about.paragraphs} /> },
        { id: 'path', heading: page.certificationPath.heading, content: <PathSteps steps={page.certificationPath.steps} /> },
        { id: 'structure', heading: page.structure.heading, content: <StructureLevels intro={page.structure.intro} levels={page.structure.levels} /> },
        { id: 'dates', heading: page.keyExamDates.heading, content: <DateCards intro={page.keyExamDates.intro} sittings={page.keyExamDates.sittings} /> },
        { id: 'ireland', heading: page.inIreland.heading, content: <Paragraphs paragraphs={page.inIreland.paragraphs} /> },
        { id: 'membership', heading: page.membership.heading, content: <Membership items={page.membership.items} /> },
      ]}
      sidebar={
        <>
          <StudyResourcesCard heading={page.studyResources.heading} resources={page.studyResources.resources} />
          <FeesCard heading={page.feeInformation.heading} fees={page.feeInformation.fees} note={page.feeInformation.note} />
          <OfficialWebsite link={page.officialWebsite} />
        </>
      }
      interviewTips
    />
  );
}
