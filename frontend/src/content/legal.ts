// Legal pages: privacy policy, cookies policy, terms of service and the licence page.
// Agency names and contact details come from agency.ts; the fee and retention figures from their modules.

import { agency, formatAddress } from './agency.ts';
import { assistant } from './chat.ts';
import { DATA_RETENTION_YEARS } from './constants.ts';
import { feeBands } from './fee-bands.ts';
import { formatLongDate } from './format.ts';
import type { ExternalUrl, SitePath } from './routes.ts';

/** href is a site path ('/privacy-policy') or an absolute https URL (opens in a new tab). */
export type LegalLink = { readonly label: string; readonly href: SitePath | ExternalUrl };

export type LegalSection = {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly links?: readonly LegalLink[];
};

export type LegalDocument = {
  readonly title: string;
  /** ISO date; display with `lastUpdatedLabel`. */
  readonly lastUpdated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
};

export const dataProtectionCommission = {
  name: 'Data Protection Commission',
  url: 'https://www.dataprotection.ie',
} as const;

const regulatorLink: LegalLink = {
  label: `${dataProtectionCommission.name} (${dataProtectionCommission.url.replace('https://', '')})`,
  href: dataProtectionCommission.url,
};

const { brandName, legalName, email } = agency;
const postalAddress = formatAddress();
const retentionPeriod = `${DATA_RETENTION_YEARS} years`;
const usTransfer =
  "servers in the United States, under the European Commission's standard contractual clauses (SCCs)";

/** 'Last updated: April 11, 2025'. */
export function lastUpdatedLabel(document: Pick<LegalDocument, 'lastUpdated'>): string {
  return `Last updated: ${formatLongDate(document.lastUpdated)}`;
}

export const privacyPolicy = {
  title: 'Privacy Policy',
  lastUpdated: '2025-04-11',
  intro: `This Privacy Policy explains how ${legalName} ("${brandName}", "we", "us") collects, uses and protects your personal data when you use our website, our recruitment services and our AI assistant, ${assistant.name}.`,
  sections: [
    {
      title: 'Introduction',
      paragraphs: [
        `${brandName} is a specialist accounting and finance recruitment agency operating throughout Ireland. We respect your privacy and process personal data in line with the General Data Protection Regulation (GDPR) and the Data Protection Acts 1988 to 2018.`,
        'By using this website or submitting your details to us, you acknowledge that you have read this policy.',
      ],
    },
    {
      title: 'Data Controller',
      paragraphs: [
        `${legalName} is the data controller for the personal data described in this policy. You can contact us at ${email} or by post at ${postalAddress}.`,
      ],
    },
    {
      title: 'Data We Collect',
      paragraphs: [
        'Identity and contact details: your name, email address, phone number and, for employers, your company name.',
        'Career information: your CV and anything it contains, such as your work history, qualifications and skills, and the roles you apply for.',
        'Right-to-work information: whether you are an EU citizen and, if not, your visa or permission status.',
        `Messages: what you write to us through our forms, by email or in conversations with ${assistant.name}.`,
        'Technical data: basic information your browser sends when you visit the site, such as your IP address and browser type, used to keep the service secure.',
      ],
    },
    {
      title: 'How We Collect Data',
      paragraphs: [
        'Directly from you, when you complete our contact or job application forms, upload a CV, email or call us, or chat with our AI assistant.',
        'From clients and referees, when an employer shares feedback on your application or a referee you nominated provides a reference.',
        'From public professional sources, such as professional networking profiles you have chosen to make public, when we are searching for candidates for a role.',
      ],
    },
    {
      title: 'AI Assistant Data Processing',
      paragraphs: [
        `${assistant.name} is an AI assistant powered by a third-party language model (${assistant.modelName}). When you chat with ${assistant.name}, your messages and the assistant's replies are sent to the model provider to generate responses.`,
        `Conversations are processed on ${usTransfer}. We keep a short conversation history so that ${assistant.name} can follow the thread of your questions.`,
        `Please do not share sensitive personal data, such as health information, PPS numbers or financial account details, with ${assistant.name}. ${assistant.name} provides general information only and is not a substitute for legal, tax or immigration advice.`,
      ],
    },
    {
      title: 'How We Use Your Data',
      paragraphs: [
        'To provide recruitment services: matching you with suitable roles, presenting your application to employers with your agreement, and arranging interviews.',
        'To respond to your enquiries and to manage our relationship with clients.',
        'To meet our legal obligations, including employment agency and record-keeping requirements.',
        'Our legal bases are your consent (which you can withdraw at any time), the steps needed to enter into or perform a contract with you, our legitimate interests in running a recruitment business, and compliance with the law.',
      ],
    },
    {
      title: 'Data Retention',
      paragraphs: [
        `We keep candidate data for as long as we need it to provide our services, typically ${retentionPeriod} after your last interaction with us. After that we delete it or anonymise it, unless the law requires us to keep it for longer.`,
        'You can ask us to delete your data sooner at any time.',
      ],
    },
    {
      title: 'Your Rights',
      paragraphs: [
        'Under the GDPR you have the right to access your personal data, to have it corrected, to have it erased, to restrict or object to its processing, to data portability, and to withdraw your consent at any time.',
        `To exercise any of these rights, email ${email}. We will respond within one month.`,
      ],
    },
    {
      title: 'Cookies',
      paragraphs: [
        'We use a small number of essential cookies and similar browser storage to make the website work, for example to remember, for the current browser session only, that you accepted the AI assistant disclaimer. Our Cookies Policy explains this in detail.',
      ],
      links: [{ label: 'Cookies Policy', href: '/cookies-policy' }],
    },
    {
      title: 'International Transfers',
      paragraphs: [
        `Most of your data is stored within the European Economic Area. Conversations with ${assistant.name} are processed on ${usTransfer}, which require the recipient to protect your data to an EU standard.`,
      ],
    },
    {
      title: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy from time to time. The date at the top shows when it was last changed; significant changes will be highlighted on our website.',
      ],
    },
    {
      title: 'Complaints',
      paragraphs: [
        `If you have concerns about how we handle your data, please contact us first at ${email} so we can try to resolve them.`,
        `You also have the right to lodge a complaint with the ${dataProtectionCommission.name}, Ireland's data protection authority.`,
      ],
      links: [regulatorLink],
    },
  ],
} as const satisfies LegalDocument;

export const cookiesPolicy = {
  title: 'Cookies Policy',
  lastUpdated: '2025-04-11',
  intro: `This Cookies Policy explains how ${brandName} uses cookies and similar technologies on our website.`,
  sections: [
    {
      title: 'What Are Cookies?',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser. Similar technologies, such as session storage, keep information in your browser for a limited time. We refer to all of these as cookies in this policy.',
      ],
    },
    {
      title: 'Types of Cookies We Use',
      paragraphs: [
        'Essential cookies: needed for the website to work and to keep it secure, for example to deliver pages and protect our forms against abuse. These cannot be switched off.',
        `Functional storage: remembers your choices within a visit, such as accepting the ${assistant.name} disclaimer. This is kept in session storage and cleared when you close your browser.`,
        'We do not use advertising cookies. If we introduce analytics cookies, we will ask for your consent first and update this policy.',
      ],
    },
    {
      title: 'AI Assistant Processing',
      paragraphs: [
        `When you chat with ${assistant.name}, your messages are sent to a third-party language model (${assistant.modelName}) and processed on ${usTransfer}. A conversation reference is kept so the assistant can follow your questions within a conversation.`,
      ],
    },
    {
      title: 'Managing Cookies',
      paragraphs: [
        'You can block or delete cookies in your browser settings. Blocking essential cookies may stop parts of the website from working.',
      ],
    },
    {
      title: 'Your Rights Under GDPR',
      paragraphs: [
        'Where cookies involve personal data, you have the rights described in our Privacy Policy: access, correction, erasure, restriction, objection, portability and withdrawal of consent.',
      ],
      links: [{ label: 'Privacy Policy', href: '/privacy-policy' }],
    },
    {
      title: 'Contact Details',
      paragraphs: [`Questions about this policy: email ${email}, call ${agency.phone.display} or write to ${postalAddress}.`],
    },
    {
      title: 'Data Protection Regulator',
      paragraphs: [
        `If you are unhappy with how we use cookies or personal data, you can complain to the ${dataProtectionCommission.name}.`,
      ],
      links: [regulatorLink],
    },
  ],
} as const satisfies LegalDocument;

const feeScheduleSummary = feeBands
  .map((band) => `${band.percentage}% for salaries ${band.salaryLabel.charAt(0).toLowerCase()}${band.salaryLabel.slice(1)}`)
  .join('; ');

/** Sections are numbered in order on the page (1 to 15). */
export const termsOfService = {
  title: 'Terms of Service',
  lastUpdated: '2025-04-11',
  intro: `These Terms of Service govern your use of the ${brandName} website and services, operated by ${legalName}.`,
  sections: [
    {
      title: 'Acceptance of Terms',
      paragraphs: [
        'By accessing this website or using our services you agree to these terms. If you do not agree, please do not use the website.',
      ],
    },
    {
      title: 'Our Services',
      paragraphs: [
        `${brandName} provides permanent and contract recruitment services for accounting and finance professionals in Ireland, together with career information such as salary guides, qualification guides, market trends and interview tips, and an AI assistant, ${assistant.name}.`,
        'Information on the website is general guidance and may change without notice. It is not professional, legal, tax or immigration advice.',
      ],
    },
    {
      title: 'User Obligations',
      paragraphs: [
        'You agree to provide accurate, current and complete information, including in your CV and applications, and to keep it up to date.',
        'You must not misuse the website: no unlawful, misleading or harmful content, no attempts to disrupt or gain unauthorised access to our systems, and no automated scraping.',
      ],
    },
    {
      title: 'Candidate Services',
      paragraphs: [
        'Our services are free to candidates. We never charge job seekers a fee for finding them work.',
        'We will only put your CV forward to an employer for a specific role with your agreement. We cannot guarantee that you will be offered a role.',
      ],
    },
    {
      title: 'Employer Services',
      paragraphs: [
        `Employers pay a placement fee based on the successful candidate's first-year annual base salary: ${feeScheduleSummary}. Exclusive partners may negotiate different terms.`,
        'Fees, payment terms and any rebate or replacement arrangements are confirmed in writing before we begin a search, and the written agreement takes precedence over this summary.',
      ],
    },
    {
      title: 'Intellectual Property',
      paragraphs: [
        `All content on this website, including text, graphics, logos, the salary guide and market reports, belongs to ${legalName} or its licensors. You may view and print it for personal, non-commercial use; any other use requires our written permission.`,
      ],
    },
    {
      title: 'AI Assistant and Consent',
      paragraphs: [
        `${assistant.name} is an AI assistant powered by a third-party language model (${assistant.modelName}). Before your first conversation in a browser session you are asked to accept a disclaimer; by accepting it you consent to your messages being processed as described here.`,
        `For conversations with ${assistant.name}, ${legalName} and the language model provider act as joint controllers, each responsible for its own processing. Conversations are processed on ${usTransfer}.`,
        `${assistant.name}'s answers may be incomplete or inaccurate and are not legal, tax or immigration advice. Please confirm important information with our team.`,
      ],
    },
    {
      title: 'Data Protection',
      paragraphs: [
        'We process personal data in line with the GDPR and Irish data protection law, as set out in our Privacy Policy and Cookies Policy, which form part of these terms.',
      ],
      links: [{ label: 'Privacy Policy', href: '/privacy-policy' }],
    },
    {
      title: 'Limitation of Liability',
      paragraphs: [
        'We take care to keep the website accurate and available but provide it "as is". To the extent permitted by law we are not liable for any indirect or consequential loss arising from its use, or from decisions made on the basis of its content or the AI assistant\'s answers.',
        'Nothing in these terms limits liability that cannot be limited under Irish law.',
      ],
    },
    {
      title: 'Confidentiality',
      paragraphs: [
        'We treat information shared by candidates and clients in confidence and use it only to provide our services. Candidates and clients agree to keep confidential any information about the other that they receive through us, such as salary details and interview feedback.',
      ],
    },
    {
      title: 'Termination',
      paragraphs: [
        'We may suspend or end access to our website or services for anyone who breaches these terms. You may stop using our services at any time and ask us to delete your data.',
      ],
    },
    {
      title: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms from time to time. The date at the top shows the latest version; continuing to use the website after a change means you accept the updated terms.',
      ],
    },
    {
      title: 'Governing Law',
      paragraphs: [
        'These terms are governed by the laws of Ireland, and the Irish courts have exclusive jurisdiction over any dispute arising from them.',
      ],
    },
    {
      title: 'Severability',
      paragraphs: [
        'If any part of these terms is found to be invalid or unenforceable, the rest remains in full force and effect.',
      ],
    },
    {
      title: 'Contact',
      paragraphs: [`Questions about these terms: email ${email}, call ${agency.phone.display} or write to ${postalAddress}.`],
    },
  ],
} as const satisfies LegalDocument;

export const licencePage = {
  title: 'Employment Agency Licence',
  intro: `${legalName} is licensed to operate as an employment agency in Ireland under the Employment Agency Act 1971.`,
  licenceNumberLabel: 'Licence Number',
  licenceNumber: agency.licence.number,
  registerText: 'You can check the licensing of employment agencies with the Workplace Relations Commission.',
  registerLink: { label: 'View the employment agency register', href: agency.licence.registerUrl },
  image: { src: agency.licence.imageSrc, alt: `${brandName} employment agency licence` },
} as const;
