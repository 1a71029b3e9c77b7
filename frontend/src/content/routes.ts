// The route table (titles, meta descriptions, chrome and prerendering per path) and the
// navigation menus. The router, the prerenderer and the sitemap all read this one table.

import { agency } from './agency.ts';
import type { ChatContext } from './chat.ts';
import { feeBands, RESPONSE_GUARANTEE_HOURS } from './fee-bands.ts';

const { brandName } = agency;
const feePercentages = feeBands.map((band) => band.percentage);
const lowestFeePercentage = Math.min(...feePercentages);
const highestFeePercentage = Math.max(...feePercentages);

export type AssistantPlacement = {
  readonly context: ChatContext;
  /** 'floating': launcher + pop-up window; 'page': the full-page chat of /ai-assistant. */
  readonly placement: 'floating' | 'page';
};

export type RouteDefinition = {
  readonly path: string;
  readonly screen: string;
  /** Browser tab title. */
  readonly title: string;
  /** Meta description, 120-160 characters. */
  readonly description: string;
  readonly headerHidden: boolean;
  readonly assistant: AssistantPlacement | null;
  /** Rendered to static HTML at build time (false for dynamic, redirecting and fallback routes). */
  readonly prerender: boolean;
  /** Where the route sends visitors instead of rendering a screen. */
  readonly redirectTo?: ScrollToPath;
};

function titled(screen: string): string {
  return `${screen} | ${brandName}`;
}

const floating = (context: ChatContext): AssistantPlacement => ({ context, placement: 'floating' });

export const routes = [
  {
    path: '/',
    screen: 'Home',
    title: `${brandName} | Finance Recruitment Dublin`,
    description:
      'Specialist accounting and finance recruitment in Ireland. Faster hiring, personalised matching and lower fees than traditional agencies. Submit your CV today.',
    headerHidden: false,
    assistant: null,
    prerender: true,
  },
  {
    path: '/candidates',
    screen: 'Why Choose Us?',
    title: titled('Why Choose Us?'),
    description:
      'Why accounting and finance candidates across Ireland choose us: specialist recruiters, personal support, honest salary advice and interview preparation.',
    headerHidden: false,
    assistant: null,
    prerender: true,
  },
  {
    path: '/employers',
    screen: 'Our Approach to Recruitment',
    title: titled('Our Approach to Recruitment'),
    description:
      'How we hire accounting and finance talent for Irish employers: discovery, talent search, human validation of every candidate and streamlined onboarding.',
    headerHidden: false,
    assistant: null,
    prerender: true,
  },
  {
    path: '/recruitment-solutions',
    screen: 'Partner With Us',
    title: titled('Partner With Us'),
    description:
      'Partner with a specialist finance recruiter: direct access to qualified accountants, fast turnaround on every vacancy and fees below traditional agencies.',
    headerHidden: false,
    assistant: null,
    prerender: true,
  },
  {
    path: '/our-fees',
    screen: 'Our Fees',
    title: titled('Our Fees'),
    description:
      `Transparent recruitment fees from ${lowestFeePercentage}% to ${highestFeePercentage}% of first-year salary, a ${RESPONSE_GUARANTEE_HOURS}-hour response guarantee and negotiable terms for exclusive hiring partners.`,
    headerHidden: false,
    assistant: null,
    prerender: true,
  },
  {
    path: '/market-trends',
    screen: '2025 Market Trends',
    // The spec gives this tab title without the brand.
    title: '2025 Market Trends',
    description:
      'Quarterly trends in the Irish accounting and finance job market: hiring demand, salary movements, hybrid working and the skills employers need most.',
    headerHidden: false,
    assistant: floating('market-trends'),
    prerender: true,
  },
  {
    path: '/salary-guide',
    screen: '2025 Accounting & Finance Salary Guide',
    title: titled('2025 Accounting & Finance Salary Guide'),
    description:
      '2025 salaries for accounting and finance roles in Ireland: CFOs, financial controllers, qualified accountants, audit and support roles, by experience level.',
    headerHidden: true,
    assistant: floating('salary-guide'),
    prerender: true,
  },
  {
    path: '/interview-preparation',
    screen: 'Interview Tips',
    title: titled('Interview Tips'),
    description:
      'Prepare for accounting and finance interviews: research, the enhanced STAR method, technical questions by industry, follow-up and professional presence.',
    headerHidden: true,
    assistant: floating('interview-tips'),
    prerender: true,
  },
  {
    path: '/aca-info',
    screen: 'ACA Key Information',
    title: titled('ACA Key Information'),
    description:
      'The ACA qualification in Ireland: training contract, CAP1, CAP2 and FAE structure, exam sittings, fees and Chartered Accountants Ireland membership.',
    headerHidden: true,
    assistant: null,
    prerender: true,
  },
  {
    path: '/acca-info',
    screen: 'ACCA Key Information',
    title: titled('ACCA Key Information'),
    description:
      'The ACCA qualification in Ireland: exam structure, exam sessions, the practical experience requirement, fees, study resources and membership requirements.',
    headerHidden: true,
    assistant: null,
    prerender: true,
  },
  {
    path: '/cima-info',
    screen: 'CIMA Key Information',
    title: titled('CIMA Key Information'),
    description:
      'The CIMA qualification in Ireland: objective tests, case study exams, 2025 exam windows and registration deadlines, fees and the path to CGMA membership.',
    headerHidden: true,
    assistant: null,
    prerender: true,
  },
  {
    path: '/cta-info',
    screen: 'CTA Key Information',
    title: titled('CTA Key Information'),
    description:
      'The Chartered Tax Adviser (CTA) qualification in Ireland: Foundation, Intermediate and Advanced stages, 2025 key dates, tax careers and membership.',
    headerHidden: false,
    assistant: floating('interview-tips'),
    prerender: true,
  },
  {
    path: '/aca-acca-info',
    screen: 'ACA vs ACCA Comparison Guide',
    title: titled('ACA vs ACCA Comparison Guide'),
    description:
      'ACA or ACCA? Compare exam structures, key exam dates, study resources and study tips for the two most popular accounting qualifications in Ireland.',
    headerHidden: true,
    assistant: null,
    prerender: true,
  },
  {
    path: '/ai-assistant',
    screen: 'Ask Aine',
    title: titled('Ask Aine'),
    description:
      'Ask Aine, our 24/7 AI recruitment assistant, about accounting and finance salaries, interview preparation, qualifications and the job market in Ireland.',
    headerHidden: true,
    assistant: { context: 'interview-tips', placement: 'page' },
    prerender: true,
  },
  {
    path: '/job-application/:jobId',
    screen: 'Job Application',
    // Replaced at runtime by jobApplicationTitle(job.title).
    title: titled('Job Application'),
    description:
      'Apply for an accounting or finance role in Ireland: review the job description and requirements, upload your CV and submit your application in minutes.',
    headerHidden: false,
    assistant: null,
    prerender: false,
  },
  {
    path: '/privacy-policy',
    screen: 'Privacy Policy',
    title: titled('Privacy Policy'),
    description:
      'How we collect, use, store and protect your personal data, including CVs and AI assistant conversations, and how to exercise your rights under the GDPR.',
    headerHidden: false,
    assistant: null,
    prerender: true,
  },
  {
    path: '/cookies-policy',
    screen: 'Cookies Policy',
    title: titled('Cookies Policy'),
    description:
      'Which cookies and browser storage our website uses, how the AI assistant processes your messages, and how to manage cookies and exercise your GDPR rights.',
    headerHidden: false,
    assistant: null,
    prerender: true,
  },
  {
    path: '/terms-of-service',
    screen: 'Terms of Service',
    title: titled('Terms of Service'),
    description:
      'The terms for using our website and recruitment services: candidate and employer services, fees, the AI assistant, data protection and governing Irish law.',
    headerHidden: false,
    assistant: null,
    prerender: true,
  },
  {
    path: '/employment-agency-license',
    screen: 'Employment Agency Licence',
    title: titled('Employment Agency Licence'),
    description:
      'Our employment agency licence under the Employment Agency Act 1971, with our licence number and a link to check the register of licensed agencies in Ireland.',
    headerHidden: false,
    assistant: null,
    prerender: true,
  },
  {
    path: '/contact',
    screen: 'Contact',
    title: titled('Contact'),
    description:
      'Contact our accounting and finance recruitment team in Ireland by email, phone or WhatsApp, or send us your CV and we will get back to you shortly.',
    headerHidden: false,
    assistant: null,
    prerender: false,
    // The contact form lives on the home page.
    redirectTo: scrollToPath('contact'),
  },
  {
    path: '*',
    screen: 'Not Found',
    title: titled('Page Not Found'),
    description:
      'The page you were looking for could not be found. Return to the home page to browse accounting and finance jobs in Ireland or get in touch with our team.',
    headerHidden: false,
    assistant: null,
    prerender: false,
  },
] as const satisfies readonly RouteDefinition[];

/** A path pattern of the table, '*' and '/job-application/:jobId' included. */
export type RoutePath = (typeof routes)[number]['path'];

/** A page a link can open: a path of the table that is neither a pattern nor the fallback. */
export type PagePath = Exclude<RoutePath, '*' | '/job-application/:jobId'>;

/** A home-page section from any page ('/#contact'). */
export type SectionPath = `/#${HomeSection}`;

/** The home page, scrolled to a section once it has rendered ('/?scrollTo=contact'). */
export type ScrollToPath = `/?scrollTo=${HomeSection}`;

/** An application page ('/job-application/3'); built by jobApplicationPath. */
export type JobApplicationPath = `/job-application/${string}`;

/** Every link target on this site. A typo in a path fails the typecheck. */
export type SitePath = PagePath | SectionPath | ScrollToPath | JobApplicationPath;

/** A link in content: a site path, or an absolute https address (opened in a new tab). */
export type ExternalUrl = `https://${string}`;

/** True for an absolute https address, false for a path of this site. */
export function isExternalUrl(href: SitePath | ExternalUrl): href is ExternalUrl {
  return href.startsWith('https://');
}

/** A labelled link to a page of this site. */
export type SiteLink = { readonly label: string; readonly href: SitePath };

/** '/#contact': the home-page section, from any page. */
export function sectionPath(section: HomeSection): SectionPath {
  return `/#${section}`;
}

/** '/?scrollTo=contact': the home page, scrolled to the section after it renders. */
export function scrollToPath(section: HomeSection): ScrollToPath {
  return `/?scrollTo=${section}`;
}

export function findRoute(path: string): RouteDefinition | undefined {
  return routes.find((route) => route.path === path);
}

/** The route definition for a known path (throws for a path not in the table). */
export function routeFor(path: RoutePath): RouteDefinition {
  const route = findRoute(path);
  if (!route) throw new RangeError(`Unknown route: ${path}`);
  return route;
}

export const headerHiddenPaths: readonly string[] = routes.filter((route) => route.headerHidden).map((route) => route.path);

export const prerenderedPaths: readonly PagePath[] = routes
  .filter((route): route is Extract<(typeof routes)[number], { prerender: true }> => route.prerender)
  .map((route) => route.path);

/** '/job-application/3' for job '3'. */
export function jobApplicationPath(jobId: string): JobApplicationPath {
  return `/job-application/${encodeURIComponent(jobId)}`;
}

/** 'Apply for Trainee Accountant | Ledgerline Recruitment'. */
export function jobApplicationTitle(jobTitle: string): string {
  return `Apply for ${jobTitle} | ${brandName}`;
}

// ---------------------------------------------------------------------------------------------
// Navigation

/** Sections of the home page that menus scroll to (element ids). */
export type HomeSection = 'hero' | 'about' | 'jobs' | 'team' | 'contact';

/**
 * A route link or a home-page section: on the home page a section link scrolls smoothly, elsewhere
 * it goes to '/#<section>'.
 */
export type NavTarget =
  | { readonly kind: 'route'; readonly path: PagePath; readonly newTab?: boolean }
  | { readonly kind: 'section'; readonly section: HomeSection };

export type NavItem = { readonly label: string; readonly target: NavTarget };

export type NavMenu = { readonly label: string; readonly mobileLabel: string; readonly items: readonly NavItem[] };

const routeLink = (path: PagePath): NavTarget => ({ kind: 'route', path });
const sectionLink = (homeSection: HomeSection): NavTarget => ({ kind: 'section', section: homeSection });

export const candidatesMenu = {
  label: 'CANDIDATES',
  mobileLabel: 'FOR CANDIDATES',
  items: [
    { label: 'Why Choose Us?', target: routeLink('/candidates') },
    { label: 'Browse Jobs', target: sectionLink('jobs') },
    { label: 'Submit Your CV', target: sectionLink('contact') },
    { label: 'Interview Tips', target: routeLink('/interview-preparation') },
    { label: 'ACA Key Information', target: routeLink('/aca-info') },
    { label: 'ACCA Key Information', target: routeLink('/acca-info') },
    { label: 'CIMA Key Information', target: routeLink('/cima-info') },
    { label: 'CTA Key Information', target: routeLink('/cta-info') },
    { label: 'Salary Guide', target: routeLink('/salary-guide') },
  ],
} as const satisfies NavMenu;

export const employersMenu = {
  label: 'EMPLOYERS',
  mobileLabel: 'FOR EMPLOYERS',
  items: [
    { label: 'Our Approach to Recruitment', target: routeLink('/employers') },
    { label: 'Partner With Us', target: routeLink('/recruitment-solutions') },
    { label: 'Our Fees', target: routeLink('/our-fees') },
    { label: 'Salary Guide', target: routeLink('/salary-guide') },
    { label: 'Market Trends', target: routeLink('/market-trends') },
  ],
} as const satisfies NavMenu;

/** Desktop header, left to right; the two dropdowns sit between OUR PEOPLE and Ask Aine. */
export const headerNavigation = {
  leading: [
    { label: 'ABOUT US', target: sectionLink('about') },
    { label: 'OUR PEOPLE', target: sectionLink('team') },
  ],
  dropdowns: [candidatesMenu, employersMenu],
  trailing: [{ label: 'Ask Aine', target: routeLink('/ai-assistant') }],
  contactButton: { label: 'CONTACT', target: sectionLink('contact') },
  mobileMenuLabel: 'Toggle menu',
  mobileCallLabel: `Call us: ${agency.phone.display}`,
} as const satisfies {
  leading: readonly NavItem[];
  dropdowns: readonly NavMenu[];
  trailing: readonly NavItem[];
  contactButton: NavItem;
  mobileMenuLabel: string;
  mobileCallLabel: string;
};

export type FooterGroup = 'candidates' | 'employers' | 'company';

export const footerGroupTitles = {
  candidates: 'For Candidates',
  employers: 'For Employers',
  company: 'Company',
} as const satisfies Record<FooterGroup, string>;

/** Footer links, in the spec's order. */
export const footerLinks = [
  { label: 'Why Choose Us?', path: '/candidates', group: 'candidates' },
  { label: 'Interview Tips', path: '/interview-preparation', group: 'candidates' },
  { label: 'ACA Key Information', path: '/aca-info', group: 'candidates' },
  { label: 'ACCA Key Information', path: '/acca-info', group: 'candidates' },
  { label: 'CIMA Key Information', path: '/cima-info', group: 'candidates' },
  { label: 'CTA Key Information', path: '/cta-info', group: 'candidates' },
  { label: 'Salary Guide', path: '/salary-guide', group: 'candidates' },
  { label: 'Our Approach to Recruitment', path: '/employers', group: 'employers' },
  { label: 'Partner With Us', path: '/recruitment-solutions', group: 'employers' },
  { label: 'Our Fees', path: '/our-fees', group: 'employers' },
  { label: 'Market Trends', path: '/market-trends', group: 'employers' },
  { label: 'Ask Aine', path: '/ai-assistant', group: 'employers' },
  { label: 'Terms of Service', path: '/terms-of-service', group: 'company' },
  { label: 'Employment Agency Licence', path: '/employment-agency-license', group: 'company' },
  { label: 'Cookies Policy', path: '/cookies-policy', group: 'company' },
  { label: 'Privacy Policy', path: '/privacy-policy', group: 'company' },
  { label: 'Home', path: '/', group: 'company' },
] as const satisfies readonly { label: string; path: PagePath; group: FooterGroup }[];

export const footerActions = {
  browseJobs: { label: 'Browse Jobs', target: sectionLink('jobs') },
  submitCv: { label: 'Submit Your CV', target: sectionLink('contact') },
} as const;
