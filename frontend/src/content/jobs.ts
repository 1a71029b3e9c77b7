// Featured jobs: a short hard-coded list (the site does not fetch jobs). The application form and
// the API take a job's title, company, location and salary from here by id.

export type FeaturedJob = {
  readonly id: string;
  readonly title: string;
  readonly company: string;
  readonly location: string;
  /** Display range, e.g. '€28K - €35K' (derived from baseSalary). */
  readonly salary: string;
  /** As shown on the card: 'Full Time', 'Hybrid'. */
  readonly jobType: string;
  readonly description: string;
  readonly requirements: readonly string[];
  /** ISO dates, for JobPosting structured data. */
  readonly datePosted: string;
  readonly validThrough: string;
  /** schema.org employmentType. */
  readonly employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY';
  readonly baseSalary: {
    readonly currency: 'EUR';
    readonly min: number;
    readonly max: number;
    readonly unit: 'YEAR';
  };
};

/**
 * What a job card shows as the company while the client stays confidential (until a candidate is
 * put forward). It is a display text, not a client: the recruiters' email leaves it out.
 */
export const CONFIDENTIAL_CLIENT = 'Our Client';

/** The client's name when the job names one, otherwise undefined (a confidential client). */
export function namedClient(company: string): string | undefined {
  return company === CONFIDENTIAL_CLIENT ? undefined : company;
}

function salaryLabel(min: number, max: number): string {
  return `€${min / 1000}K - €${max / 1000}K`;
}

/** `client`: the client's name when the agency may publish it; without one the client is confidential. */
function job({ client, ...source }: Omit<FeaturedJob, 'salary' | 'company'> & { client?: string }): FeaturedJob {
  return {
    ...source,
    company: client ?? CONFIDENTIAL_CLIENT,
    salary: salaryLabel(source.baseSalary.min, source.baseSalary.max),
  };
}

export const jobsSection = {
  id: 'jobs',
  heading: 'Latest Opportunities',
  intro: 'A selection of the roles we are recruiting for right now. Choose a role to apply in minutes.',
  applyLabel: 'Apply Now',
  /** Words visitors use for the roles the agency has open (the chat assistant indexes and answers by them). */
  synonyms: ['vacancies on your books', 'jobs on your books', 'roles on your books', 'current vacancies', 'open vacancies'],
} as const;

export const featuredJobs: readonly FeaturedJob[] = [
  job({
    id: '1',
    title: 'Trainee Accountant',
    location: 'Ireland',
    jobType: 'Full Time',
    description:
      'An established accountancy practice is looking for a motivated Trainee Accountant to join its ' +
      'growing team. You will work on year-end accounts, bookkeeping, VAT returns and payroll for a ' +
      'varied portfolio of SME clients, with full study support towards a professional qualification ' +
      '(ACA, ACCA or CIMA), paid study leave and a clear path to a senior role.',
    requirements: [
      'Degree in accounting, finance or business (or currently studying towards a professional qualification)',
      'Strong attention to detail and good organisational skills',
      'Working knowledge of Microsoft Excel',
      'Good written and verbal communication skills',
      'Keen to complete a professional accounting qualification',
      'Eligibility to work in Ireland',
    ],
    datePosted: '2025-11-01',
    validThrough: '2026-12-31',
    employmentType: 'FULL_TIME',
    baseSalary: { currency: 'EUR', min: 28_000, max: 35_000, unit: 'YEAR' },
  }),
  job({
    id: '3',
    title: 'Qualified Accountant',
    location: 'Ireland',
    jobType: 'Hybrid',
    description:
      'Our client, a fast-growing Irish business, is hiring a Qualified Accountant to own month-end ' +
      'close, management accounts and statutory reporting. You will partner with budget holders, ' +
      'prepare the annual audit file and help improve reporting processes and systems. Hybrid ' +
      'working with two to three days a week from home.',
    requirements: [
      'Newly or recently qualified ACA, ACCA or CIMA accountant',
      'Experience in practice or industry, including preparing financial statements',
      'Experience of month-end close, reconciliations and management accounts',
      'Knowledge of IFRS or FRS 102',
      'Advanced Excel skills; ERP or cloud accounting experience an advantage',
      'Eligibility to work in Ireland',
    ],
    datePosted: '2025-11-01',
    validThrough: '2026-12-31',
    employmentType: 'FULL_TIME',
    baseSalary: { currency: 'EUR', min: 45_000, max: 60_000, unit: 'YEAR' },
  }),
];

export function findJob(id: string): FeaturedJob | undefined {
  return featuredJobs.find((candidate) => candidate.id === id);
}
