import { SiteLink } from '@/components/ui/site-link';
import { featuredJobs, jobsSection } from '#content/jobs';
import { jobApplicationPath } from '#content/routes';
import { ArrowRightIcon } from '@/components/icons/glyphs/arrow-right-icon';
import { BriefcaseIcon } from '@/components/icons/glyphs/briefcase-icon';
import { EuroIcon } from '@/components/icons/glyphs/euro-icon';
import { MapPinIcon } from '@/components/icons/glyphs/map-pin-icon';
import { Container, SectionHeading } from '@/components/ui/layout';
import { Reveal } from '@/components/ui/reveal';

export function JobsSection() {
  return (
    <section id={jobsSection.id} aria-labelledby="jobs-heading" className="bg-navy-50 py-20 sm:py-28">
      <Container>
        <Reveal>
          <SectionHeading eyebrow="Careers" title={jobsSection.heading} intro={jobsSection.intro} id="jobs-heading" />
        </Reveal>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {featuredJobs.map((job, index) => (
            <Reveal as="li" key={job.id} delay={index * 120}>
              <article className="group relative flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-7 shadow-sm transition-shadow hover:shadow-lg">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <h3 className="text-xl font-bold text-navy-900">{job.title}</h3>
                    <p className="mt-1 text-sm font-medium text-slate-600">{job.company}</p>
                  </div>
                  <span className="rounded-full bg-teal-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-teal-900">{job.jobType}</span>
                </div>
                <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
                  <div className="flex items-center gap-2">
                    <dt className="sr-only">Location</dt>
                    <MapPinIcon className="text-teal-700" />
                    <dd>{job.location}</dd>
                  </div>
                  <div className="flex items-center gap-2">
                    <dt className="sr-only">Salary</dt>
                    <EuroIcon className="text-teal-700" />
                    <dd className="font-semibold text-navy-900">{job.salary}</dd>
                  </div>
                  <div className="flex items-center gap-2">
                    <dt className="sr-only">Job type</dt>
                    <BriefcaseIcon className="text-teal-700" />
                    <dd>{job.jobType}</dd>
                  </div>
                </dl>
                <p className="mt-5 line-clamp-4 flex-1 leading-relaxed text-slate-700">{job.description}</p>
                <SiteLink
                  to={jobApplicationPath(job.id)}
                  state={{ job }}
                  className="mt-6 inline-flex items-center gap-2 self-start rounded-full bg-navy-900 px-6 py-3 text-sm font-bold text-white transition-colors after:absolute after:inset-0 after:rounded-2xl hover:bg-navy-700"
                >
                  {jobsSection.applyLabel}
                  <span className="sr-only">: {job.title}</span>
                  <ArrowRightIcon className="transition-transform group-hover:translate-x-0.5" />
                </SiteLink>
              </article>
            </Reveal>
          ))}
        </ul>
      </Container>
    </section>
  );
}
