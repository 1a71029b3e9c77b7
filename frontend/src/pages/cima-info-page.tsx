import { cimaKeyDatesFact, cimaPage as page } from '#content/qualifications';
import { DatedFactNote } from '@/components/dated-fact-note';
import { Accordion } from '@/components/ui/accordion';
import { DataTable } from '@/components/ui/data-table';
import { MilestoneTimeline } from '@/pages/qualifications/milestone-timeline';
import { QualificationPage } from '@/pages/qualifications/qualification-page';
import { FeesCard, LinksCard, Membership, OfficialWebsite, Paragraphs, StudyResourcesCard } from '@/pages/qualifications/qualification-sections';

export default function CimaInfoPage() {
  return (
    <QualificationPage
      path="/cima-info"
      page={page}
      panels={[
        { id: 'about', heading: page.about.heading, content: <Paragraphs paragraphs={page.about.paragraphs} /> },
        {
          id: 'journey',
          heading: page.journey.heading,
          content: (
            <>
              <p className="mb-6 text-slate-700">{page.journey.intro}</p>
              <MilestoneTimeline milestones={page.journey.milestones} />
            </>
          ),
        },
        {
          id: 'structure',
          heading: page.structure.heading,
          content: (
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
          ),
        },
        {
          id: 'dates',
          heading: page.keyDates.heading,
          content: (
            <>
            <DatedFactNote fact={cimaKeyDatesFact} className="mb-6" />
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
            </>
          ),
        },
        { id: 'ireland', heading: page.inIreland.heading, content: <Paragraphs paragraphs={page.inIreland.paragraphs} /> },
        { id: 'membership', heading: page.membership.heading, content: <Membership items={page.membership.items} /> },
      ]}
      sidebar={
        <>
          <StudyResourcesCard heading={page.studyResources.heading} resources={page.studyResources.resources} />
          <FeesCard heading={page.feeInformation.heading} fees={page.feeInformation.fees} note={page.feeInformation.note} />
          <LinksCard heading={page.related.heading} links={page.related.links} />
          <OfficialWebsite link={page.officialWebsite} />
        </>
      }
      interviewTips
    />
  );
}
