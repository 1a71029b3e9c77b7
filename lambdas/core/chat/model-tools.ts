/**
 * Function tools the language model calls for the agency's own figures, so those come from the
 * content modules rather than from the model's memory. Free of any SDK: the OpenAI adapter turns
 * `definition` into the Responses API's tool format and feeds `run`'s JSON back.
 */

import * as z from 'zod';
import type { PagePath } from '#content/routes';
import { agency, formatAddress } from '#content/agency';
import { feeBands, feeForSalary, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { formatEuro } from '#content/format';
import { findInterviewTips, enhancedStarMethod, professionalPresenceGuidelines } from '#content/interview-tips';
import { featuredJobs } from '#content/jobs';
import { termsOfService } from '#content/legal';
import { formatStatValue, formatTimeToHire, marketStats } from '#content/market-stats';
import { acaPage, accaPage, cimaPage, ctaPage, formatFee, qualificationFacts, type FeeItem } from '#content/qualifications';
import { findSalary, industrySpecialisationsTable, listRoles, salaryInsights } from '#content/salary-guide';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { CONTACT_PAGE_PATH } from '#core/chat/answers/common';

export interface ChatTool {
  readonly name: string;
  readonly description: string;
  /** JSON Schema of the arguments, in the strict form (every property required, nullable when optional). */
  readonly parameters: Record<string, unknown>;
  run(args: unknown): unknown;
}

function tool<S extends z.ZodType>(options: {
  name: string;
  description: string;
  args: S;
  parameters: Record<string, unknown>;
  run: (args: z.infer<S>) => unknown;
}): ChatTool {
  return {
    name: options.name,
    description: options.description,
    parameters: options.parameters,
    run(raw) {
      const parsed = options.args.safeParse(raw);
      if (!parsed.success) return { error: 'invalid_arguments', issues: parsed.error.issues.map((issue) => issue.message) };
      return options.run(parsed.data);
    },
  };
}

const objectSchema = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

const qualificationIds = ['aca', 'acca', 'cima', 'cta'] as const;
const qualificationTopics = ['overview', 'exams', 'fees', 'dates', 'requirements'] as const;
const marketTopics = ['overview', 'regional', 'remote', 'salary_trends', 'benefits', 'specialisations', 'skills_in_demand'] as const;

const feeItems = (fees: readonly FeeItem[]) => fees.map((fee) => ({ item: fee.label, amount: formatFee(fee) }));

function qualificationInfo(id: (typeof qualificationIds)[number], topic: (typeof qualificationTopics)[number] | null) {
  const pages = { aca: acaPage, acca: accaPage, cima: cimaPage, cta: ctaPage } as const;
  const facts = qualificationFacts[id];
  const page = pages[id];
  const base = { qualification: facts.fullName, awardingBody: facts.awardingBody, website: facts.website, sitePage: `/${id}-info` };
  const fees = 'fees' in facts ? feeItems(facts.fees) : 'Not published on our site: see the awarding body website.';
  const dates =
    id === 'aca'
      ? qualificationFacts.aca.examSittings
      : id === 'acca'
        ? { sessions: qualificationFacts.acca.examSessions, note: accaPage.keyExamDates.intro }
        : id === 'cima'
          ? {
              objectiveTestWindows2025: qualificationFacts.cima.windows2025.objectiveTests.map((window) => window.display),
              caseStudyWindows2025: qualificationFacts.cima.windows2025.caseStudies.map((window) => window.display),
              caseStudyRegistrationDeadlines2025: qualificationFacts.cima.windows2025.caseStudyRegistrationDeadlines,
              registrationLeadWeeks: qualificationFacts.cima.windows2025.registrationLeadWeeks,
            }
          : qualificationFacts.cta.keyDates2025;
  const requirements = { membership: page.membership.items, facts };
  switch (topic) {
    case 'fees':
      return { ...base, fees };
    case 'dates':
      return { ...base, dates };
    case 'requirements':
      return { ...base, ...requirements };
    case 'exams':
      return { ...base, facts };
    default:
      return { ...base, about: page.about.paragraphs, facts, fees, dates, membership: page.membership.items };
  }
}

function marketInfo(topic: (typeof marketTopics)[number] | null) {
  const headline = marketStats.headline.map((stat) => ({ label: stat.label, value: formatStatValue(stat), description: stat.description }));
  switch (topic) {
    case 'regional':
      return { heading: marketStats.regionalHeading, regions: marketStats.regional.map((region) => ({ region: region.region, share: `${region.share}%` })) };
    case 'remote':
      return {
        remotePositions: headline.find((stat) => stat.label === 'Remote Positions'),
        hybrid: salaryInsights.benefits.find((benefit) => benefit.id === 'hybrid-working'),
        remotePremium: salaryInsights.trends.find((trend) => trend.id === 'remote-premium'),
      };
    case 'salary_trends':
      return { trends: salaryInsights.trends };
    case 'benefits':
      return { benefits: salaryInsights.benefits };
    case 'specialisations':
      return industrySpecialisationsTable;
    case 'skills_in_demand':
      return { sections: marketTrendsSeed.sections.filter((section) => ['Hiring Demand', 'Skills & Technology'].includes(section.title)), specialisations: industrySpecialisationsTable.rows };
    default:
      return {
        updated: marketStats.updateLabel,
        headline,
        regional: marketStats.regional.map((region) => ({ region: region.region, share: `${region.share}%` })),
        averageTimeToHire: formatTimeToHire(),
        marketTrendsPage: '/market-trends' satisfies PagePath,
      };
  }
}

export const chatTools: readonly ChatTool[] = [
  tool({
    name: 'get_salary_range',
    description:
      "Look up the agency's 2025 salary guide (annual gross, euro) for a role, optionally at a level (e.g. 'newly qualified', '3-5 years PQE', 'Big 4', 'enterprise', 'entry level'). Returns the ranges or the list of roles the guide covers.",
    args: z.object({ role: z.string().min(1), level: z.string().nullable().optional() }),
    parameters: objectSchema({
      role: { type: 'string', description: "Job title as the visitor said it, e.g. 'financial controller', 'audit senior'." },
      level: { type: ['string', 'null'], description: 'Level, experience or firm size, or null for all levels.' },
    }),
    run: ({ role, level }) => {
      const lookup = findSalary(role, level ?? undefined);
      if (!lookup) return { found: false, rolesInGuide: listRoles().map((listed) => listed.position) };
      return {
        found: true,
        position: lookup.position,
        table: lookup.tableTitle,
        askedLevel: lookup.level && { level: lookup.level.name, range: lookup.level.band.display },
        allLevels: lookup.levels.map((entry) => ({ level: entry.name, range: entry.band.display })),
        note: `Industry specialisations (${industrySpecialisationsTable.rows.map((row) => row.specialisation).join(', ')}) carry a ${industrySpecialisationsTable.rows[0].premium.display} premium.`,
      };
    },
  }),
  tool({
    name: 'calculate_placement_fee',
    description: "Calculate the agency's placement fee for a hire at a given annual base salary in euro.",
    args: z.object({ salary: z.number().positive().finite() }),
    parameters: objectSchema({ salary: { type: 'number', description: 'Annual base salary in euro, e.g. 52000.' } }),
    run: ({ salary }) => {
      const quote = feeForSalary(salary);
      return { salary: formatEuro(salary), band: quote.band.salaryLabel, percentage: `${quote.percentage}%`, fee: formatEuro(quote.fee), note: feesPage.exclusivePartnership.text };
    },
  }),
  tool({
    name: 'get_fee_structure',
    description: "The agency's fee tiers, exclusive partnership terms, response guarantee, and the fact that candidates never pay.",
    args: z.object({}),
    parameters: objectSchema({}),
    run: () => ({
      tiers: feeBands.map((band) => ({ salary: band.salaryLabel, percentage: `${band.percentage}%`, typicalRoles: band.description })),
      exclusivePartnership: feesPage.exclusivePartnership.text,
      responseGuarantee: `${RESPONSE_GUARANTEE_HOURS} hours: ${feesPage.responseGuarantee.text}`,
      candidates: termsOfService.sections.find((section) => section.title === 'Candidate Services')?.paragraphs[0],
      feesPage: '/our-fees' satisfies PagePath,
    }),
  }),
  tool({
    name: 'get_qualification_info',
    description: 'Facts about the ACA, ACCA, CIMA or CTA qualification in Ireland: exam structure and counts, fees, 2025 exam dates and windows, experience and membership requirements.',
    args: z.object({ qualification: z.enum(qualificationIds), topic: z.enum(qualificationTopics).nullable().optional() }),
    parameters: objectSchema({
      qualification: { type: 'string', enum: qualificationIds },
      topic: { type: ['string', 'null'], enum: [...qualificationTopics, null], description: 'Narrow the answer, or null for everything.' },
    }),
    run: ({ qualification, topic }) => qualificationInfo(qualification, topic ?? null),
  }),
  tool({
    name: 'get_market_statistics',
    description: 'Irish accounting and finance job market statistics and salary trends: growth, salary increase, remote share, regional shares, time to hire, premiums, benefits, skills in demand.',
    args: z.object({ topic: z.enum(marketTopics).nullable().optional() }),
    parameters: objectSchema({ topic: { type: ['string', 'null'], enum: [...marketTopics, null], description: 'Narrow the answer, or null for the headline figures.' } }),
    run: ({ topic }) => marketInfo(topic ?? null),
  }),
  tool({
    name: 'get_interview_tips',
    description: "The agency's interview preparation tips for accounting and finance roles (STAR method, technical questions, questions to ask, follow-up, presence).",
    args: z.object({ question: z.string() }),
    parameters: objectSchema({ question: { type: 'string', description: 'What the visitor wants help with.' } }),
    run: ({ question }) => ({
      tips: findInterviewTips(question, 4).map((tip) => ({ title: tip.title, text: tip.text })),
      starMethod: /star|competency|behaviou?ral/i.test(question) ? enhancedStarMethod : undefined,
      presence: /dress|wear|body|late|punctual|tone/i.test(question) ? professionalPresenceGuidelines : undefined,
      page: '/interview-preparation' satisfies PagePath,
    }),
  }),
  tool({
    name: 'get_agency_contact',
    description: "The agency's business hours, phone, email, WhatsApp, address, contact page and current featured jobs.",
    args: z.object({}),
    parameters: objectSchema({}),
    run: () => ({
      businessHours: agency.businessHours.display,
      phone: agency.phone.display,
      email: agency.email,
      whatsapp: agency.whatsappUrl,
      address: formatAddress(),
      contactPage: CONTACT_PAGE_PATH,
      operatingModel: agency.operatingModel,
      featuredJobs: featuredJobs.map((job) => ({ title: job.title, location: job.location, salary: job.salary, type: job.jobType })),
    }),
  }),
];

/** Runs a tool call from the model; unknown tools and bad JSON come back as an error object. */
export function runChatTool(name: string, argumentsJson: string): string {
  const found = chatTools.find((candidate) => candidate.name === name);
  if (!found) return JSON.stringify({ error: 'unknown_tool', name });
  let args: unknown;
  try {
    args = argumentsJson.trim() === '' ? {} : JSON.parse(argumentsJson);
  } catch {
    return JSON.stringify({ error: 'arguments_not_json' });
  }
  try {
    return JSON.stringify(found.run(args));
  } catch (error) {
    return JSON.stringify({ error: 'tool_failed', message: error instanceof Error ? error.message : String(error) });
  }
}
