import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { applicationForm } from '#content/forms';
import { findJob, type FeaturedJob } from '#content/jobs';
import { BriefcaseIcon } from '@/components/icons/glyphs/briefcase-icon';
import { EuroIcon } from '@/components/icons/glyphs/euro-icon';
import { MapPinIcon } from '@/components/icons/glyphs/map-pin-icon';
import { CheckList } from '@/components/ui/check-list';
import { Container } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/page-hero';
import { island } from '@/components/island';
import { JobApplicationForm as JobApplicationFormComponent } from '@/features/jobs/job-application-form';

// An island: the only part of this page that hydrates (app/island-registry.ts).
const JobApplicationForm = island('job-application-form', JobApplicationFormComponent);

/**
 * The job comes from the catalogue by id, not from navigation state, so a cold load or a shared link
 * works; an unknown id sends the visitor home (the spec's redirect when job details are missing).
 */
export function loader({ params }: LoaderFunctionArgs): FeaturedJob {
  const job = params.jobId ? findJob(params.jobId) : undefined;
  if (!job) throw redirect('/');
  return job;
}

export default function JobApplicationPage() {
  const job = useLoaderData<FeaturedJob>();
  const labels = applicationForm.jobDetailLabels;
  const facts = [
    { label: labels.location, value: job.location, icon: MapPinIcon },
    { label: labels.jobType, value: job.jobType, icon: BriefcaseIcon },
    { label: labels.salary, value: job.salary, icon: EuroIcon },
  ];
  return (
    <>
      <PageHero eyebrow={job.company} title={job.title}>
        <dl className="flex flex-wrap gap-3">
          {facts.map(({ label, value, icon: Icon }) => (
            <div key={label} className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm ring-1 ring-white/20">
              <Icon className="text-teal-300" />
              <dt className="sr-only">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>
      <div className="bg-navy-50 py-14 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
          <div className="space-y-8">
            <section aria-labelledby="job-description-heading" className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-navy-100 sm:p-9">
              <h2 id="job-description-heading" className="text-xl font-bold text-navy-900">
                {labels.description}
              </h2>
              <p className="mt-4 leading-relaxed text-slate-700">{job.description}</p>
            </section>
            <section aria-labelledby="job-requirements-heading" className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-navy-100 sm:p-9">
              <h2 id="job-requirements-heading" className="text-xl font-bold text-navy-900">
                {labels.requirements}
              </h2>
              <CheckList items={job.requirements} className="mt-5" />
            </section>
          </div>
          <div className="min-w-0">
            <JobApplicationForm job={job} />
          </div>
        </Container>
      </div>
    </>
  );
}
