// zod schemas for content that crosses a boundary (the market trends report read from the
// database and served by the API) and for checking the static content modules in tests.

import * as z from 'zod';
import type { FeaturedJob } from './jobs.ts';
import type { LegalDocument, LegalLink } from './legal.ts';
import type { TimelineMilestone } from './qualifications.ts';
import type { RouteDefinition, ScrollToPath } from './routes.ts';
import type { SalaryTable } from './salary-guide.ts';
import type { TeamMember } from './team.ts';
import type { Testimonial } from './testimonials.ts';

const text = z.string().trim().min(1);
export const isoDateSchema = z.iso.date();

// --- Market trends report (the API's GET /api/market-trends/current body) -------------------

export const marketTrendSchema = z.object({
  title: text,
  description: text,
});

export const marketTrendSectionSchema = z.object({
  title: text,
  trends: z.array(marketTrendSchema).min(1),
});

export const marketTrendsReportSchema = z.object({
  quarter: z.string().regex(/^Q[1-4] \d{4}$/, 'Expected a quarter such as "Q4 2025"'),
  /** ISO date; shown in en-IE long format. */
  lastUpdated: isoDateSchema,
  dataSources: z.array(text),
  sections: z.array(marketTrendSectionSchema).min(1),
});

export type MarketTrend = z.infer<typeof marketTrendSchema>;
export type MarketTrendSection = z.infer<typeof marketTrendSectionSchema>;
export type MarketTrendsReport = z.infer<typeof marketTrendsReportSchema>;

// --- Static content --------------------------------------------------------------------------

const salaryBandSchema = z
  .object({
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    openEnded: z.boolean(),
    display: text,
  })
  .refine((band) => band.min <= band.max, 'A salary band must not end below its start');

export const salaryTableSchema = z.object({
  id: z.enum(['c-suite', 'qualified-accountants', 'audit', 'part-qualified-support']),
  title: text,
  description: text,
  positionHeading: text,
  levels: z.tuple([text, text, text]),
  levelSynonyms: z.tuple([z.array(text), z.array(text), z.array(text)]),
  levelYears: z.tuple([z.number().nonnegative(), z.number().nonnegative()]).nullable(),
  levelHeadcounts: z.tuple([z.number().positive(), z.number().positive()]).nullable(),
  contextOnlyPositions: z.array(text),
  contextWords: z.array(text),
  rows: z
    .array(
      z
        .object({
          position: text,
          synonyms: z.array(text),
          bands: z.tuple([salaryBandSchema, salaryBandSchema, salaryBandSchema]),
          ranges: z.tuple([text, text, text]),
        })
        .refine(
          (row) => row.ranges.every((range, index) => range === row.bands[index]?.display),
          "Row ranges must be the bands' display strings",
        ),
    )
    .min(1),
}) satisfies z.ZodType<SalaryTable>;

export const teamMemberSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: text,
  role: text,
  bio: text,
  specialties: z.array(text),
  imageSrc: z.string().startsWith('/images/').optional(),
  linkedinUrl: z.url({ protocol: /^https$/ }),
}) satisfies z.ZodType<TeamMember>;

export const testimonialSchema = z.object({
  quote: text,
  name: text,
  role: text,
}) satisfies z.ZodType<Testimonial>;

export const featuredJobSchema = z
  .object({
    id: text,
    title: text,
    company: text,
    location: text,
    salary: text,
    jobType: text,
    description: text,
    requirements: z.array(text).min(1),
    datePosted: isoDateSchema,
    validThrough: isoDateSchema,
    employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY']),
    baseSalary: z.object({
      currency: z.literal('EUR'),
      min: z.number().int().positive(),
      max: z.number().int().positive(),
      unit: z.literal('YEAR'),
    }),
  })
  .refine((job) => job.baseSalary.min <= job.baseSalary.max, 'Salary range is reversed')
  .refine((job) => job.datePosted <= job.validThrough, 'A job must be posted before it expires') satisfies z.ZodType<FeaturedJob>;

const legalSectionSchema = z.object({
  title: text,
  paragraphs: z.array(text).min(1),
  links: z
    .array(z.object({ label: text, href: z.custom<LegalLink['href']>((href) => typeof href === 'string' && /^(\/|https:\/\/)/.test(href)) }))
    .optional(),
});

export const legalDocumentSchema = z.object({
  title: text,
  lastUpdated: isoDateSchema,
  intro: text,
  sections: z.array(legalSectionSchema).min(1),
}) satisfies z.ZodType<LegalDocument>;

export const timelineMilestoneSchema = z.object({
  title: text,
  description: text,
  status: z.enum(['completed', 'current', 'future']),
  position: z.enum(['left', 'right']),
  duration: text,
  details: z.array(text).min(1),
}) satisfies z.ZodType<TimelineMilestone>;

export const routeDefinitionSchema = z.object({
  path: z.string().startsWith('/').or(z.literal('*')),
  screen: text,
  title: text,
  // Search engines show roughly 120-160 characters.
  description: z.string().min(120).max(160),
  headerHidden: z.boolean(),
  assistant: z
    .object({
      context: z.enum(['salary-guide', 'market-trends', 'interview-tips']),
      placement: z.enum(['floating', 'page']),
    })
    .nullable(),
  prerender: z.boolean(),
  redirectTo: z.custom<ScrollToPath>((path) => typeof path === 'string' && path.startsWith('/?scrollTo=')).optional(),
}) satisfies z.ZodType<RouteDefinition>;
