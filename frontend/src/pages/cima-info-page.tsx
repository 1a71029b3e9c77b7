import { cimaPage as page } from '#content/qualifications';
import { Accordion } from '@/components/ui/accordion';
import { DataTable } from '@/components/ui/data-table';
import { PageHero } from '@/components/ui/page-hero';
import { MilestoneTimeline } from '@/pages/qualifications/milestone-timeline';
import {
  FeesCard,
  InterviewTipsBlock,
  LinksCard,
  Membership,
  OfficialWebsite,
  Panel,
  Paragraphs,
  QualificationLayout,
  StudyResourcesCard,
} from '@/pages/qualifications/parts';

export default function CimaInfoPage() {
  return (
    <>
      <PageHero headerHidden eyebrow="Qualifications" title={page.title} intro={<p>{page.subtitle}</p>} />
      <QualificationLayout
        main={
          <>
            <Panel id="about" heading={page.about.heading}>
              <Paragraphs paragraphs={page.about.paragraphs} />
            </Panel>
            <Panel id="journey" heading={page.journey.heading}>
              <p className="mb-6 text-slate-700">{page.journey.intro}</p>
              <MilestoneTimeline milestones={page.journey.milestones} />
            </Panel>
            <Panel id="structure" heading={page.structure.heading}>
              <DataTable
                caption={page.structure.heading}
                captionHidden
                columns={page.structure.columns}
                rows={page.structure.levels.map((level) => [
                  `${level.name} (${level.code})`,
                  <ul key="exams" className="space-y-0.5">
                    {level.exams.map((exam) => (
                      <li key={exam}>{exam}</li>
                    ))}
                  </ul>,
                  level.caseStudy ?? '-',
                ])}
              />
            </Panel>
            <Panel id="dates" heading={page.keyDates.heading}>
              <Accordion
                items={page.keyDates.accordions.map((item) => ({
                  id: item.id,
                  title: item.title,
                  content: (
                    <ul className="list-disc space-y-1 pl-5 marker:text-teal-600">
                      {item.items.map((entry) => (
                        <li key={entry}>{entry}</li>
                      ))}
                    </ul>
                  ),
                }))}
              />
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
            <LinksCard heading={page.related.heading} links={page.related.links} />
            <OfficialWebsite link={page.officialWebsite} />
          </>
        }
      />
      <InterviewTipsBlock />
    </>
  );
}
