import type { ReactNode } from 'react';
import { routeFor, type PagePath } from '#content/routes';
import { PageHero } from '@/components/ui/page-hero';
import { InterviewTipsBlock, Panel, QualificationLayout } from '@/pages/qualifications/qualification-sections';

/** A section of a qualification page's main column. */
export type QualificationPanel = { readonly id: string; readonly heading: string; readonly content: ReactNode };

type Props = {
  /** The page's route: whether the site header is hidden comes from the route table. */
  path: PagePath;
  page: { readonly title: string; readonly subtitle: string };
  panels: readonly QualificationPanel[];
  sidebar: ReactNode;
  /** The 'Preparing for Interviews?' block under the page (every qualification page but CTA's). */
  interviewTips: boolean;
};

/** The one layout of the ACA, ACCA, CIMA and CTA pages: hero, panels beside a sidebar, interview tips. */
export function QualificationPage({ path, page, panels, sidebar, interviewTips }: Props) {
  return (
    <>
      <PageHero headerHidden={routeFor(path).headerHidden} eyebrow="Qualifications" title={page.title} intro={<p>{page.subtitle}</p>} />
      <QualificationLayout
        main={panels.map((panel) => (
          <Panel key={panel.id} id={panel.id} heading={panel.heading}>
            {panel.content}
          </Panel>
        ))}
        sidebar={sidebar}
        contents={panels.map(({ id, heading }) => ({ id, heading }))}
      />
      {interviewTips ? <InterviewTipsBlock /> : null}
    </>
  );
}
