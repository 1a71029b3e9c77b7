import { SiteLink } from '@/components/ui/site-link';
import { interviewPreparationPage as page, tipsForSection } from '#content/interview-tips';
import { BookIcon } from '@/components/icons/glyphs/book-icon';
import { BriefcaseIcon } from '@/components/icons/glyphs/briefcase-icon';
import { MessageIcon } from '@/components/icons/glyphs/message-icon';
import { SparklesIcon } from '@/components/icons/glyphs/sparkles-icon';
import { TargetIcon } from '@/components/icons/glyphs/target-icon';
import { UsersIcon } from '@/components/icons/glyphs/users-icon';
import { balancedGridClass, balancedItemClass } from '@/components/ui/balanced-grid';
import { buttonClass } from '@/components/ui/button';
import { Container, SectionHeading } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/page-hero';
import { Reveal } from '@/components/ui/reveal';
import { cn } from '@/lib/cn';

const sectionIcons = [TargetIcon, SparklesIcon, BriefcaseIcon, MessageIcon];

export default function InterviewPreparationPage() {
  return (
    <>
      <PageHero headerHidden eyebrow="For Candidates" title={page.title} intro={<p>{page.intro}</p>}>
        <nav aria-label="On this page" className="flex flex-wrap gap-2">
          {page.sections.map((section) => (
            <a key={section.id} href={`#${section.id}`} className="inline-flex min-h-11 items-center rounded-full bg-white/10 px-4 text-sm font-semibold text-white ring-1 ring-white/20 hover:bg-white/20">
              {section.title}
            </a>
          ))}
        </nav>
      </PageHero>

      {page.sections.map((section, sectionIndex) => {
        const Icon = sectionIcons[sectionIndex] ?? TargetIcon;
        return (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className={sectionIndex % 2 === 0 ? 'scroll-mt-6 bg-white py-16 sm:py-20' : 'scroll-mt-6 bg-navy-50 py-16 sm:py-20'}
          >
            <Container>
              <div className="flex items-start gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-navy-900 text-2xl text-teal-300">
                  <Icon />
                </span>
                <div>
                  <p className="text-sm font-bold text-teal-700">
                    {sectionIndex + 1} / {page.sections.length}
                  </p>
                  <SectionHeading title={section.title} intro={section.intro} id={`${section.id}-heading`} />
                </div>
              </div>

              {section.id === 'advanced-response-techniques' ? (
                <Reveal className="mt-10 rounded-3xl bg-navy-950 p-7 text-white sm:p-9">
                  <h3 className="text-xl font-bold">{page.starMethod.title}</h3>
                  <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
                    {page.starMethod.steps.map((step, stepIndex) => (
                      <li key={step.title} className={cn('rounded-2xl bg-white/10 p-5', stepIndex === page.starMethod.steps.length - 1 && page.starMethod.steps.length % 2 === 1 && 'sm:max-lg:col-span-2')}>
                        <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-teal-400 text-lg font-extrabold text-navy-950">
                          {step.letter}
                        </span>
                        <p className="mt-3 font-bold">{step.title}</p>
                        <p className="mt-1 text-sm leading-relaxed text-navy-100">{step.description}</p>
                      </li>
                    ))}
                  </ol>
                </Reveal>
              ) : null}

              <ul className={cn(balancedGridClass(2), 'mt-10 gap-6')}>
                {tipsForSection(section.id).map((tip, tipIndex, tips) => (
                  <Reveal as="li" key={tip.id} delay={(tipIndex % 2) * 100} className={cn('rounded-2xl border border-navy-100 bg-white p-7 shadow-sm', balancedItemClass(tipIndex, tips.length, 2))}>
                    <h3 className="text-lg font-bold text-navy-900">{tip.title}</h3>
                    <p className="mt-2 leading-relaxed text-slate-700">{tip.text}</p>
                  </Reveal>
                ))}
              </ul>
            </Container>
          </section>
        );
      })}

      <section aria-labelledby="presence-heading" className="bg-white py-16 sm:py-20">
        <Container>
          <div className="flex items-center gap-3">
            <UsersIcon className="text-3xl text-teal-700" />
            <SectionHeading title={page.presence.heading} id="presence-heading" />
          </div>
          <dl className={cn(balancedGridClass(3), 'mt-10 gap-6')}>
            {page.presence.guidelines.map((guideline, guidelineIndex, guidelines) => (
              <div key={guideline.title} className={cn('rounded-2xl border-l-4 border-teal-500 bg-navy-50 p-6', balancedItemClass(guidelineIndex, guidelines.length, 3))}>
                <dt className="font-bold text-navy-900">{guideline.title}</dt>
                <dd className="mt-2 leading-relaxed text-slate-700">{guideline.text}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <section aria-labelledby="contact-team-heading" className="bg-navy-50 py-16 sm:py-20">
        <Container>
          <div className="flex flex-col items-start gap-6 rounded-3xl bg-navy-950 p-8 text-white sm:p-12 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <div className="flex items-center gap-3">
                <BookIcon className="text-2xl text-teal-300" />
                <h2 id="contact-team-heading" className="text-2xl font-bold sm:text-3xl">
                  {page.contact.heading}
                </h2>
              </div>
              <p className="mt-3 text-lg leading-relaxed text-navy-100">{page.contact.text}</p>
            </div>
            <SiteLink to={page.contact.button.href} className={buttonClass('primary', 'shrink-0 px-8')}>
              {page.contact.button.label}
            </SiteLink>
          </div>
        </Container>
      </section>
    </>
  );
}
