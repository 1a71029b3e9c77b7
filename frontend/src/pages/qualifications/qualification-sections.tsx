// The building blocks of the qualification pages: the page frame (main column and sidebar), panels,
// and the cards and lists that fill them.

import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { interviewTipsTeaser } from '#content/interview-tips';
import { formatFee, type ExamGroup, type FeeItem, type Link as ContentLink, type PathStep, type StudyResource } from '#content/qualifications';
import { ArrowRightIcon } from '@/components/icons/glyphs/arrow-right-icon';
import { BookIcon } from '@/components/icons/glyphs/book-icon';
import { CalendarIcon } from '@/components/icons/glyphs/calendar-icon';
import { CheckCircleIcon } from '@/components/icons/glyphs/check-circle-icon';
import { EuroIcon } from '@/components/icons/glyphs/euro-icon';
import { ExternalLinkIcon } from '@/components/icons/glyphs/external-link-icon';
import { MessageIcon } from '@/components/icons/glyphs/message-icon';
import { balancedGridClass, balancedItemClass } from '@/components/ui/balanced-grid';
import { buttonClass } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { ExternalLink } from '@/components/ui/external-link';
import { Container } from '@/components/ui/layout';
import { Reveal } from '@/components/ui/reveal';
import { SmartLink } from '@/components/ui/smart-link';
import { cn } from '@/lib/cn';

/**
 * Main column and sidebar of a qualification page. The sidebar's cards are shorter than the panels,
 * so under them an 'On this page' list of the panels follows the reader down the rest of the column
 * (sticky): the column is never an empty strip, and the list is useful wherever one is in the page.
 */
export function QualificationLayout({ main, sidebar, contents }: { main: ReactNode; sidebar: ReactNode; contents: readonly { id: string; heading: string }[] }) {
  return (
    <div className="bg-navy-50 py-14 sm:py-20">
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-10">{main}</div>
        <div className="flex flex-col gap-6">
          <aside aria-label="Study resources, fees and links" className="space-y-6">
            {sidebar}
          </aside>
          <nav aria-labelledby="on-this-page-heading" className="hidden rounded-3xl bg-navy-950 p-6 text-white lg:sticky lg:top-24 lg:block">
            <h2 id="on-this-page-heading" className="text-xs font-bold uppercase tracking-[0.2em] text-teal-200">
              On this page
            </h2>
            <ol className="mt-3 space-y-0.5">
              {contents.map((entry, index) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`} className="flex min-h-10 items-center gap-3 rounded-lg px-2 text-sm font-semibold text-navy-50 hover:bg-white/10 hover:text-white">
                    <span aria-hidden="true" className="w-5 text-right tabular-nums text-teal-300">
                      {index + 1}
                    </span>
                    {entry.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </Container>
    </div>
  );
}

export function Panel({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Reveal as="section" id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 rounded-3xl bg-white p-7 shadow-sm ring-1 ring-navy-100 sm:p-9">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-navy-900">
        {heading}
      </h2>
      <div className="mt-5">{children}</div>
    </Reveal>
  );
}

export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="space-y-4 text-lg leading-relaxed text-slate-700">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

export function PathSteps({ steps }: { steps: readonly PathStep[] }) {
  return (
    <ol className="relative space-y-6 before:absolute before:bottom-4 before:left-5 before:top-4 before:w-0.5 before:bg-teal-200">
      {steps.map((step) => (
        <li key={step.step} className="relative flex gap-5">
          <span aria-hidden="true" className="z-10 flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 font-extrabold text-teal-300 ring-4 ring-white">
            {step.step}
          </span>
          <div className="pt-1.5">
            <h3 className="font-bold text-navy-900">
              <span className="sr-only">Step {step.step}: </span>
              {step.title}
            </h3>
            <p className="mt-1 leading-relaxed text-slate-700">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function StructureLevels({ intro, levels }: { intro?: string; levels: readonly ExamGroup[] }) {
  return (
    <>
      {intro ? <p className="text-lg text-slate-700">{intro}</p> : null}
      <ul className="mt-6 grid gap-5 md:grid-cols-2">
        {levels.map((level, index) => (
          // An odd last level spans both columns rather than leave a hole beside it.
          <li key={level.code} className={cn('rounded-2xl border border-navy-100 bg-navy-50/60 p-6', index === levels.length - 1 && levels.length % 2 === 1 && 'md:col-span-2')}>
            <p className="inline-flex rounded-full bg-teal-100 px-3 py-1 text-xs font-extrabold tracking-wider text-teal-900">{level.code}</p>
            <h3 className="mt-3 font-bold text-navy-900">{level.name}</h3>
            <p className="mt-1 text-sm text-slate-700">{level.description}</p>
            <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
              {level.exams.map((exam) => (
                <li key={exam} className="flex gap-2">
                  <CheckCircleIcon className="mt-0.5 shrink-0 text-teal-600" />
                  {exam}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}

export function DateCards({ intro, sittings }: { intro?: string; sittings: readonly { title: string; details: readonly string[] }[] }) {
  return (
    <>
      {intro ? <p className="text-lg text-slate-700">{intro}</p> : null}
      <ul className={cn(balancedGridClass(2), 'mt-6 gap-4')}>
        {sittings.map((sitting, index) => (
          <li key={sitting.title} className={cn('flex gap-4 rounded-2xl border border-navy-100 p-5', balancedItemClass(index, sittings.length, 2))}>
            <CalendarIcon className="mt-0.5 shrink-0 text-2xl text-teal-700" />
            <div>
              <h3 className="font-bold text-navy-900">{sitting.title}</h3>
              <ul className="mt-1 space-y-0.5 text-slate-700">
                {sitting.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function Membership({ items }: { items: readonly string[] }) {
  return <CheckList items={items} className="text-lg" />;
}

function SidebarCard({ heading, icon, children }: { heading: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
      <h2 className="flex items-center gap-2 text-lg font-bold text-navy-900">
        <span className="text-xl text-teal-700">{icon}</span>
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function StudyResourcesCard({ heading, resources }: { heading: string; resources: readonly StudyResource[] }) {
  return (
    <SidebarCard heading={heading} icon={<BookIcon />}>
      <ul className="space-y-4">
        {resources.map((resource) => (
          <li key={resource.title}>
            <p className="font-semibold text-navy-900">{resource.title}</p>
            <p className="text-sm leading-relaxed text-slate-700">{resource.description}</p>
          </li>
        ))}
      </ul>
    </SidebarCard>
  );
}

export function FeesCard({ heading, fees, note }: { heading: string; fees: readonly FeeItem[]; note: string }) {
  return (
    <SidebarCard heading={heading} icon={<EuroIcon />}>
      <dl className="divide-y divide-navy-100">
        {fees.map((fee) => (
          <div key={fee.label} className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="text-sm text-slate-700">{fee.label}</dt>
            <dd className="text-right text-sm font-bold whitespace-nowrap text-navy-900">{formatFee(fee)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs leading-relaxed text-slate-600">{note}</p>
    </SidebarCard>
  );
}

export function LinksCard({ heading, links }: { heading: string; links: readonly ContentLink[] }) {
  return (
    <SidebarCard heading={heading} icon={<ArrowRightIcon />}>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className="inline-flex min-h-10 items-center gap-2 font-semibold text-teal-800 hover:underline">
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </SidebarCard>
  );
}

export function OfficialWebsite({ link }: { link: ContentLink }) {
  return (
    <ExternalLink href={link.href} icon={false} className={buttonClass('secondary', 'w-full')}>
      {link.label}
      <ExternalLinkIcon />
    </ExternalLink>
  );
}

/** The block under every qualification page pointing to the interview tips. */
export function InterviewTipsBlock() {
  return (
    <section aria-labelledby="interview-tips-teaser" className="bg-white py-16">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-navy-950 p-8 text-white sm:p-12 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id="interview-tips-teaser" className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
              <MessageIcon className="text-teal-300" />
              {interviewTipsTeaser.heading}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-navy-100">{interviewTipsTeaser.text}</p>
          </div>
          <SiteLink to={interviewTipsTeaser.link.href} className={buttonClass('primary', 'shrink-0 px-8')}>
            {interviewTipsTeaser.link.label}
          </SiteLink>
        </div>
      </Container>
    </section>
  );
}
