import * as z from 'zod';
import { agency, formatAddress } from '#content/agency';
import { regionAliases } from '#content/assistant-topics';
import { feeBands, feeForSalary, feesPage, RESPONSE_GUARANTEE_HOURS } from '#content/fees';
import { describeDatedFact, type DatedFactDescription } from '#content/dated-facts';
import { formatEuro } from '#content/format';
import { enhancedStarMethod, interviewTips, professionalPresenceGuidelines, type InterviewTopic } from '#content/interview-tips';
import { featuredJobs } from '#content/jobs';
import { termsOfService } from '#content/legal';
import { formatStatValue, formatTimeToHire, marketStats } from '#content/market-stats';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { employersPage } from '#content/employers';
import { pillars, reasonsToChooseUs } from '#content/home';
import {
  acaPage,
  accaPage,
  cimaPage,
  ctaPage,
  formatFee,
  qualificationAliases,
  qualificationFacts,
  type FeeItem,
  type QualificationId,
  cimaKeyDatesFact,
  ctaKeyDatesFact,
} from '#content/qualifications';
import { industrySpecialisationsTable, salaryInsights, salaryTables, type SalaryLookup, type SalaryTable } from '#content/salary-guide';
import { findInterviewTips, findQualification, findSalary } from '#core/chat/lookup';

/**
 * Aine's one facts API: typed functions over the content modules. The OpenAI function tools are
 * generated from these definitions (their zod schemas become the tools' JSON schemas) and the
 * offline engine's answer templates call the same functions, so both paths read the same facts.
 */

/** The content the facts are read from; tests pass a fixture (e.g. a salary table with a new row). */
export interface FactsContent {
  readonly salaryTables: readonly SalaryTable[];
}

export const defaultFactsContent: FactsContent = { salaryTables };

export const qualificationIds = ['aca', 'acca', 'cima', 'cta'] as const satisfies readonly QualificationId[];
export const qualificationTopics = ['overview', 'exams', 'fees', 'dates', 'requirements'] as const;
export const marketTopics = ['overview', 'regional', 'remote', 'salary_trends', 'benefits', 'specialisations', 'skills_in_demand'] as const;
export const interviewTopics = [
  'research',
  'role-fit',
  'questions-to-ask',
  'salary',
  'virtual-interviews',
  'star-method',
  'competency-questions',
  'technical-questions',
  'weaknesses',
  'industry',
  'qualifications',
  'follow-up',
  'offers',
] as const satisfies readonly InterviewTopic[];

export const qualificationPagePath: Readonly<Record<QualificationId, string>> = {
  aca: '/aca-info',
  acca: '/acca-info',
  cima: '/cima-info',
  cta: '/cta-info',
};
const qualificationPages = { aca: acaPage, acca: accaPage, cima: cimaPage, cta: ctaPage } as const;

/** A fact function with the zod schema of its arguments (strict: every field present, null when unused). */
export interface FactDefinition<S extends z.ZodObject = z.ZodObject> {
  readonly name: string;
  readonly description: string;
  readonly args: S;
  run(args: z.infer<S>): unknown;
}

function fact<S extends z.ZodObject>(definition: FactDefinition<S>): FactDefinition<S> {
  return definition;
}

const feeItems = (fees: readonly FeeItem[]) => fees.map((fee) => ({ item: fee.label, amount: formatFee(fee) }));

/** The dated exam windows the site publishes (ACA's and ACCA's sittings recur by month, undated). */
const datedExamWindows = { cima: cimaKeyDatesFact, cta: ctaKeyDatesFact } as const;

/** Whether a qualification's published exam windows still hold on `now`, in the words the pages use. */
export function examDatesStatus(id: QualificationId, now: Date): DatedFactDescription | null {
  return id === 'cima' || id === 'cta' ? describeDatedFact(datedExamWindows[id], now) : null;
}

export function qualificationInfo(id: QualificationId, topic: (typeof qualificationTopics)[number] | null, now: Date = new Date()) {
  const facts = qualificationFacts[id];
  const page = qualificationPages[id];
  const base = { qualification: facts.fullName, awardingBody: facts.awardingBody, website: facts.website, sitePage: qualificationPagePath[id] };
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
  const status = examDatesStatus(id, now);
  const datesStatus = status ? { datesStatus: status } : {};
  switch (topic) {
    case 'fees':
      return { ...base, fees };
    case 'dates':
      return { ...base, dates, ...datesStatus };
    case 'requirements':
      return { ...base, membership: page.membership.items, facts };
    case 'exams':
      return { ...base, facts };
    default:
      return { ...base, about: page.about.paragraphs, facts, fees, dates, ...datesStatus, membership: page.membership.items };
  }
}

const regionalShares = () => marketStats.regional.map((region) => ({ region: region.region, share: `${region.share}%` }));

/** The regional share of new openings for a city the statistics cover, if any ('Cork' -> 18%). */
export function regionalShare(city: string | null): { region: string; share: number } | null {
  if (!city) return null;
  return marketStats.regional.find((region) => region.region.toLowerCase() === city.trim().toLowerCase()) ?? null;
}

export function marketFigures(topic: (typeof marketTopics)[number] | null, city: string | null = null) {
  const headline = marketStats.headline.map((stat) => ({ label: stat.label, value: formatStatValue(stat), description: stat.description }));
  const cityShare = regionalShare(city);
  switch (topic) {
    case 'regional':
      return {
        heading: marketStats.regionalHeading,
        asked: city && (cityShare ? { region: cityShare.region, share: `${cityShare.share}%` } : { region: city, share: 'not published' }),
        regions: regionalShares(),
      };
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
      return {
        sections: marketTrendsSeed.sections.filter((section) => ['Hiring Demand', 'Skills & Technology'].includes(section.title)),
        specialisations: industrySpecialisationsTable.rows,
      };
    default:
      return {
        updated: marketStats.updateLabel,
        headline,
        regional: regionalShares(),
        averageTimeToHire: formatTimeToHire(),
        marketTrendsPage: '/market-trends',
      };
  }
}

export function contactDetails() {
  return {
    businessHours: agency.businessHours.display,
    phone: agency.phone.display,
    email: agency.email,
    whatsapp: agency.whatsappUrl,
    address: formatAddress(),
    contactPage: '/contact',
    operatingModel: agency.operatingModel,
    featuredJobs: featuredJobs.map((job) => ({ title: job.title, location: job.location, salary: job.salary, type: job.jobType })),
  };
}

export function placementFee(salary: number) {
  const quote = feeForSalary(salary);
  return {
    salary: formatEuro(salary),
    band: quote.band.salaryLabel,
    percentage: `${quote.percentage}%`,
    fee: formatEuro(quote.fee),
    note: feesPage.exclusivePartnership.text,
    quote,
  };
}

const candidateServices = termsOfService.sections.find((section) => section.title === 'Candidate Services');

export function feeStructure() {
  return {
    tiers: feeBands.map((band) => ({ salary: band.salaryLabel, percentage: `${band.percentage}%`, typicalRoles: band.description })),
    exclusivePartnership: feesPage.exclusivePartnership.text,
    responseGuarantee: `${RESPONSE_GUARANTEE_HOURS} hours: ${feesPage.responseGuarantee.text}`,
    candidates: candidateServices?.paragraphs[0],
    feesPage: '/our-fees',
  };
}

export function agencyServices() {
  return {
    brand: agency.brandName,
    specialism: 'Accounting and finance recruitment in Ireland, for employers and candidates.',
    reasonsToChooseUs: reasonsToChooseUs.map((reason) => `${reason.title}: ${reason.description}`),
    pillars: pillars.items.map((item) => `${item.title}: ${item.description}`),
    employerProcess: employersPage.process.map((step) => `${step.step}. ${step.title}: ${step.description}`),
    candidates: candidateServices?.paragraphs[0],
    operatingModel: agency.operatingModel,
    pages: { employers: '/employers', partner: '/recruitment-solutions', fees: '/our-fees', candidates: '/candidates' },
  };
}

export function interviewAdvice(topic: InterviewTopic | null, question: string | null) {
  const byTopic = topic ? interviewTips.filter((tip) => tip.topic === topic) : [];
  const byQuestion = question ? findInterviewTips(interviewTips, question, 4) : [];
  const tips = [...new Set([...byTopic, ...byQuestion])].slice(0, 4);
  const text = question ?? '';
  return {
    tips: tips.map((tip) => ({ title: tip.title, text: tip.text })),
    starMethod: topic === 'star-method' || /star|competency|behaviou?ral/i.test(text) ? enhancedStarMethod : undefined,
    presence: /dress|wear|body|late|punctual|tone/i.test(text) ? professionalPresenceGuidelines : undefined,
    page: '/interview-preparation',
  };
}

export interface FactsOptions {
  /** The clock dated facts are judged by (tests fix it). */
  readonly now?: () => Date;
}

/** The facts API over one content bundle (the site's by default). */
export function createFacts(content: FactsContent = defaultFactsContent, options: FactsOptions = {}) {
  const now = options.now ?? (() => new Date());
  const salaryRange = (role: string, level: string | null = null): SalaryLookup | null =>
    findSalary(content.salaryTables, role, level ?? undefined);
  const rolesInGuide = () => content.salaryTables.flatMap((table) => table.rows.map((row) => row.position));

  const definitions = [
    fact({
      name: 'get_salary_range',
      description:
        "Look up the agency's 2025 salary guide (annual gross, euro) for a role, optionally at a level (e.g. 'newly qualified', '3-5 years PQE', 'Big 4', 'enterprise', 'entry level') and a city. Returns the ranges or the list of roles the guide covers.",
      args: z.object({
        role: z.string().min(1).describe("Job title as the visitor said it, e.g. 'financial controller', 'audit senior'."),
        level: z.string().nullable().describe('Level, experience or firm size, or null for all levels.'),
        city: z.string().nullable().describe('City or county the visitor asked about, or null.'),
      }),
      run: ({ role, level, city }) => {
        const lookup = salaryRange(role, level);
        if (!lookup) return { found: false, rolesInGuide: rolesInGuide() };
        return {
          found: true,
          position: lookup.position,
          table: lookup.tableTitle,
          askedLevel: lookup.level && { level: lookup.level.name, range: lookup.level.band.display },
          allLevels: lookup.levels.map((entry) => ({ level: entry.name, range: entry.band.display })),
          city: city && `The guide's figures are national (Ireland-wide); it has no separate figures for ${city}.`,
          note: `Industry specialisations (${industrySpecialisationsTable.rows.map((row) => row.specialisation).join(', ')}) carry a ${industrySpecialisationsTable.rows[0].premium.display} premium.`,
        };
      },
    }),
    fact({
      name: 'calculate_placement_fee',
      description: "Calculate the agency's placement fee for a hire at a given annual base salary in euro.",
      args: z.object({ salary: z.number().positive().describe('Annual base salary in euro, e.g. 52000.') }),
      run: ({ salary }) => {
        const { quote: _quote, ...fee } = placementFee(salary);
        return fee;
      },
    }),
    fact({
      name: 'get_fee_structure',
      description: "The agency's fee tiers, exclusive partnership terms, response guarantee, and the fact that candidates never pay.",
      args: z.object({}),
      run: () => feeStructure(),
    }),
    fact({
      name: 'get_qualification_info',
      description:
        'Facts about the ACA, ACCA, CIMA or CTA qualification in Ireland: exam structure and counts, fees, 2025 exam dates and windows, experience and membership requirements.',
      args: z.object({
        qualification: z.enum(qualificationIds),
        topic: z.enum(qualificationTopics).nullable().describe('Narrow the answer, or null for everything.'),
      }),
      run: ({ qualification, topic }) => qualificationInfo(qualification, topic, now()),
    }),
    fact({
      name: 'get_market_statistics',
      description:
        'Irish accounting and finance job market statistics and salary trends: growth, salary increase, remote share, regional shares of new openings (Dublin, Cork, Galway), time to hire, premiums, benefits, skills in demand.',
      args: z.object({
        topic: z.enum(marketTopics).nullable().describe('Narrow the answer, or null for the headline figures.'),
        city: z.string().nullable().describe('City asked about for regional figures, or null.'),
      }),
      run: ({ topic, city }) => marketFigures(topic, city),
    }),
    fact({
      name: 'get_interview_tips',
      description: "The agency's interview preparation tips for accounting and finance roles (STAR method, technical questions, questions to ask, follow-up, presence).",
      args: z.object({
        topic: z.enum(interviewTopics).nullable().describe('Tip topic, or null.'),
        question: z.string().nullable().describe('What the visitor wants help with, or null.'),
      }),
      run: ({ topic, question }) => interviewAdvice(topic, question),
    }),
    fact({
      name: 'get_agency_contact',
      description: "The agency's business hours, phone, email, WhatsApp, address, contact page and current featured jobs.",
      args: z.object({}),
      run: () => contactDetails(),
    }),
    fact({
      name: 'get_agency_services',
      description: "What the agency does: its specialism, services and process for employers, what candidates get (free), its pillars and why clients choose it.",
      args: z.object({}),
      run: () => agencyServices(),
    }),
  ] as const;

  return {
    content,
    definitions: definitions as readonly FactDefinition[],
    salaryRange,
    rolesInGuide,
    qualification: (text: string) => findQualification(qualificationAliases, text),
    qualificationInfo: (id: QualificationId, topic: (typeof qualificationTopics)[number] | null) => qualificationInfo(id, topic, now()),
    /** Whether a qualification's dated exam windows have passed, with the sentence that says so. */
    examDatesStatus: (id: QualificationId) => examDatesStatus(id, now()),
    placementFee,
    feeStructure,
    marketFigures,
    regionalShare,
    /** Cities of the market statistics named in a text ('Cork'). */
    citiesIn: (text: string) =>
      marketStats.regional
        .filter((region) => [region.region, ...(regionAliases[region.region] ?? [])].some((name) => new RegExp(`\\b${name}\\b`, 'i').test(text)))
        .map((region) => region.region),
    contactDetails,
    interviewAdvice,
    agencyServices,
  };
}

export type Facts = ReturnType<typeof createFacts>;

let siteFacts: Facts | undefined;

/** The facts over the site's own content, built once per cold start. */
export function facts(): Facts {
  siteFacts ??= createFacts();
  return siteFacts;
}
