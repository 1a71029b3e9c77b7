import { agency, formatAddress } from '#content/agency';
import { assistant, chatGreetings, disclaimer, type ChatContext } from '#content/chat';
import { candidatesPage } from '#content/candidates';
import { featuredJobs, type FeaturedJob } from '#content/jobs';
import { about, pillars, reasonsToChooseUs } from '#content/home';
import { cookiesPolicy, licencePage, privacyPolicy, termsOfService } from '#content/legal';
import { cvUploadTexts, MAX_CV_BYTES } from '#content/messages';
import { bioParagraphs, teamMembers } from '#content/team';
import { agencyQuestionSynonyms as asked, irishPlaces, type AboutSection } from '#content/assistant-topics';
import { marketStats } from '#content/market-stats';
import { employersPage } from '#content/employers';
import { partnerPage } from '#content/partner';
import { feesPage } from '#content/fees';
import { ctaPage } from '#content/qualifications';
import { salaryGuidePage } from '#content/salary-guide';
import { trustSignalItems } from '#content/trust-signals';
import { hasAnyPhrase, hasPhrase, isStopword, normalise, words } from '#core/chat/text';
import { bulletList, CONTACT_PAGE_PATH, handoff, paragraphs } from '#core/chat/answers/common';
import type { Entities } from '#core/chat/slots';

const hours = agency.businessHours;

export function hoursAnswer(question: string): string {
  const text = normalise(question);
  const parts = [`Our business hours are ${hours.display}.`];
  if (hasAnyPhrase(text, asked.weekend)) {
    parts.push(`We are closed at weekends${hasAnyPhrase(text, asked.holiday) ? ' and on public holidays' : ''}; you can send us a message through our contact page (${CONTACT_PAGE_PATH}) at any time and we will reply on the next working day.`);
  } else if (hasAnyPhrase(text, asked.evening)) {
    parts.push('That includes evenings until 8:00 PM on weekdays, handy if you are calling after work.');
  }
  parts.push(`I'm available 24/7 here in the chat. Phone: ${agency.phone.display}, email: ${agency.email}.`);
  return parts.join(' ');
}

/** The employers page's word on where the agency recruits. */
/** Places in Ireland outside Dublin: the site's other regions and the towns and counties it knows. */
const placesOutsideDublin = [...irishPlaces, ...marketStats.regional.map((region) => region.region).filter((region) => region !== 'Dublin')];
const nationwideReach = employersPage.benefits.filter((benefit) => benefit.title === 'Nationwide Reach').map((benefit) => benefit.description).join(' ');

export function contactAnswer(question: string): string {
  const text = normalise(question);
  const all = [
    `Phone: ${agency.phone.display}`,
    `Email: ${agency.email}`,
    `WhatsApp: ${agency.whatsappUrl}`,
    `Address: ${formatAddress()}`,
    `Business hours: ${hours.display}`,
    `Contact page: ${CONTACT_PAGE_PATH}`,
  ];
  const picks: string[] = [];
  if (hasAnyPhrase(text, asked.phone)) picks.push(all[0]!);
  if (hasAnyPhrase(text, asked.email)) picks.push(all[1]!);
  if (hasAnyPhrase(text, asked.whatsapp)) picks.push(all[2]!);
  if (hasAnyPhrase(text, asked.address)) {
    picks.push(all[3]!, agency.operatingModel);
    // Asked from a place outside Dublin ('we are based in donegal, is that too far out for ye'): the agency's reach across Ireland.
    if (hasAnyPhrase(text, placesOutsideDublin)) picks.push(nationwideReach);
  }
  if (hasAnyPhrase(text, asked.social)) {
    picks.push(...agency.socialLinks.map((link) => `${link.label}: ${link.url}`));
  }
  if (hasAnyPhrase(text, asked.meet)) picks.push(agency.operatingModel);
  if (picks.length === 0 && hasAnyPhrase(text, asked.sendDocument)) picks.push(all[1]!, all[2]!);
  const replyTime = trustSignalItems().find((item) => item.id === 'response-time');
  // How soon we reply to a vacancy sent to us ('we'll send a job spec but you'll take a week to reply') is the employers' guarantee;
  // so is a reply asked in an employer's voice ('and how soon would we hear back once we do' after where to send a job description).
  const repliesToVacancy = hasAnyPhrase(text, asked.replyTime) && (hasAnyPhrase(text, asked.sendDocument) || hasAnyPhrase(text, asked.employerVoice));
  if (repliesToVacancy) picks.push(`${feesPage.responseGuarantee.title}: ${feesPage.responseGuarantee.text}`);
  else if (replyTime && hasAnyPhrase(text, asked.replyTime)) picks.push(`${replyTime.label}: ${replyTime.figure} (${replyTime.note?.toLowerCase() ?? ''})`.replace(' ()', ''));
  const chosen = picks.length > 0 ? [...new Set(picks)] : all;
  return paragraphs(
    picks.length > 0 ? null : `You can reach the ${agency.brandName} team here:`,
    bulletList(chosen),
    picks.length > 0 ? `We're available ${hours.display}, or use our contact page (${CONTACT_PAGE_PATH}).` : null,
  );
}

const ourServices = termsOfService.sections.find((section) => section.title === 'Our Services')?.paragraphs[0] ?? null;

/** The agency: the section of the about documents that ranked best (licence, team, approach, process for employers, the agency). */
export function aboutAnswer(question: string, section: AboutSection): string {
  const text = normalise(question);
  const byName = teamMembers.filter((member) => words(member.name).some((part) => part.length >= 3 && text.includes(` ${part} `)));
  // Asked which of the team does something ('which of them looks after employers'), the one whose role or profile alone has a
  // word of the question is named (Conor's profile: 'He works with employers across Ireland').
  const profileWords = (member: (typeof teamMembers)[number]) => new Set(words(`${member.role} ${member.bio}`));
  const onlyIn = (member: (typeof teamMembers)[number], word: string) => profileWords(member).has(word) && teamMembers.every((other) => other === member || !profileWords(other).has(word));
  // 'Which' picks among them; 'who' asks about the team as a whole as often ('who started the company').
  const asksWhich = /\bwhich\b/.test(text);
  const byProfile = asksWhich ? teamMembers.filter((member) => words(text).some((word) => word.length >= 4 && !isStopword(word) && onlyIn(member, word))) : [];
  const named = byName.length > 0 ? byName : byProfile.length === 1 ? byProfile : [];
  if (named.length > 0) {
    return paragraphs(...named.map((member) => `${member.name} is our ${member.role}. ${bioParagraphs(member.bio)[0] ?? ''}`.trim()));
  }
  switch (section) {
    case 'licence':
      return `${licencePage.intro} ${licencePage.licenceNumberLabel}: ${licencePage.licenceNumber}. ${licencePage.registerText} (${licencePage.registerLink.href}). See our licence page (/employment-agency-license).`;
    case 'team':
      // Clients ask who they will deal with: the partner page's promise of the directors themselves answers it.
      return paragraphs(
        agency.foundersDescription,
        bulletList(teamMembers.map((member) => `${member.name}, ${member.role}`)),
        ...partnerPage.benefits.filter((benefit) => benefit.title === 'Direct Access').map((benefit) => `${benefit.title}: ${benefit.description}`),
      );
    case 'approach':
      return paragraphs(`${pillars.heading}:`, bulletList(pillars.items.map((item) => `${item.title}: ${item.description}`)));
    case 'process':
      return paragraphs(
        `${employersPage.processHeading}:`,
        bulletList(employersPage.process.map((step) => `${step.title}: ${step.description}`)),
        'More for employers on our employers page (/employers).',
      );
    case 'employers':
      return paragraphs(
        `${employersPage.benefitsHeading}:`,
        bulletList([...employersPage.benefits, ...partnerPage.benefits].map((benefit) => `${benefit.title}: ${benefit.description}`)),
        `${agency.operatingModel} More on our employers page (/employers) and ${feesPage.cta.label} (${feesPage.cta.href}).`,
      );
    case 'trackRecord':
      return paragraphs(
        'Our track record:',
        bulletList(trustSignalItems().map((item) => `${item.label}: ${item.figure}${item.links.length > 0 ? ` (${item.links.map((link) => link.label).join(', ')})` : ''}${item.note ? `, ${item.note}` : ''}`)),
      );
    case 'tax':
      return paragraphs(
        `${ctaPage.contact.text} ${agency.brandName} is a specialist accounting and finance recruitment agency in Ireland.`,
        'More on the CTA, the tax qualification, on our CTA page (/cta-info).',
        handoff('To talk about a tax role'),
      );
    case 'promise':
      // Whether details are passed on to employers ('do ye share my details with employers without telling me'): the policy's use of
      // them, with the visitor's agreement, as the CV answer gives it.
      return paragraphs(`${candidatesPage.promise.heading}:`, bulletList(candidatesPage.promise.items), hasAnyPhrase(text, asked.sharing) ? privacySection('How We Use Your Data')[0] : null);
    case 'agency':
      return paragraphs(
        hasAnyPhrase(text, asked.placementTypes) ? ourServices : null,
        `${agency.brandName} is a specialist accounting and finance recruitment agency in Ireland. ${agency.foundersDescription} ${agency.operatingModel}`,
        // Asked whether the agency works outside Dublin ('all over the country'): the employers page's reach says so first.
        // So when it names places outside Dublin ('do you place people in cork and galway').
        hasAnyPhrase(text, asked.nationwide) || hasAnyPhrase(text, placesOutsideDublin) ? nationwideReach : null,
        `Our directors: ${teamMembers.map((member) => `${member.name}, ${member.role}`).join('; ')}.`,
        `${about.whyChooseUs.heading}:`,
        bulletList(reasonsToChooseUs.map((reason) => `${reason.title}: ${reason.description}`)),
      );
  }
}

/** The employers page's word on the field the agency recruits in ('We recruit only accounting and finance professionals...'). */
const financeSpecialists = employersPage.benefits.filter((benefit) => benefit.title === 'Finance Specialists').map((benefit) => benefit.description).join(' ');

/** Whether the agency recruits work beside accounting and finance ('do you recruit marketing people too'): only the field, as its pages say. */
export function recruitingScopeAnswer(): string {
  return paragraphs(
    `${financeSpecialists} ${agency.brandName} is a specialist accounting and finance recruitment agency in Ireland.`,
    ourServices,
    'More for employers on our employers page (/employers).',
    handoff('To talk about a role'),
  );
}

/** The featured jobs, or the one whose title the question names ('the trainee accountant job you advertised'). */
export function jobsAnswer(question: string, slots: Pick<Entities, 'unknownRole' | 'unknownWords' | 'jobs'> & Partial<Pick<Entities, 'regions' | 'otherPlaces'>>): string {
  const text = normalise(question);
  // A job is named by its title or by a word of its title no other job's title has ('the trainee one'), here or earlier in the conversation.
  const titleWords = (job: FeaturedJob) => words(job.title);
  const distinctive = (job: FeaturedJob) => titleWords(job).filter((word) => featuredJobs.every((other) => other === job || !titleWords(other).includes(word)));
  const namedHere = featuredJobs.filter((job) => hasPhrase(text, job.title) || distinctive(job).some((word) => hasPhrase(text, word)));
  const named = namedHere.length > 0 ? namedHere : featuredJobs.filter((job) => slots.jobs?.includes(job.id));
  // Work the site has no word for ('sales rep jobs') is outside the agency's scope: said, rather than listing other jobs.
  const outside = slots.unknownRole ?? (slots.unknownWords.length > 0 ? slots.unknownWords.join(' ') : null);
  if (named.length === 0 && outside) {
    return paragraphs(`I'm sorry, we don't have ${outside} roles: we recruit accounting and finance professionals only. ${scopeSentence}`, handoff('Our recruiters can tell you more'));
  }
  const shown = named.length > 0 ? named : featuredJobs;
  return paragraphs(
    named.length > 0 ? null : 'Roles we are recruiting for right now:',
    bulletList(shown.map((job) => `${job.title} (${job.location}, ${job.jobType}, ${job.salary})`)),
    // A job the visitor names is described in full: what the role offers and asks for is the answer to most questions about it.
    ...named.map((job) => paragraphs(job.description, `What the role asks for:\n${bulletList(job.requirements)}`)),
    // Jobs asked about in a place ('only dublin jobs or down the country too?'): where the agency works.
    [...(slots.regions ?? []), ...(slots.otherPlaces ?? [])].length > 0 || hasAnyPhrase(text, asked.nationwide) ? agency.operatingModel : null,
    // Whether the visitor may apply ('not an EU citizen, can I still apply for the trainee job'): what the application form asks.
    hasAnyPhrase(text, asked.eligibility) ? applicationEligibility : null,
    'You can apply from the Latest Opportunities section of our home page (/#jobs). Not the right fit? Send us your CV through the contact form (/#contact) and we will match you with roles as they come in; our service is always free to candidates.',
  );
}

const privacySection = (title: string) => privacyPolicy.sections.find((section) => section.title === title)?.paragraphs ?? [];

export function cvAnswer(question: string): string {
  return paragraphs(
    `You can submit your CV through the contact form on our home page (/#contact) or when you apply for a job. ${cvUploadTexts.hint}; the maximum size is ${MAX_CV_BYTES / (1024 * 1024)}MB.`,
    candidatesPage.promise.items[1] ? `${candidatesPage.promise.items[1]}.` : null,
    // Sent by email ('what email do i send my cv to'): the address asked for.
    words(question).some((word) => word === 'email' || word === 'mail') ? `Our email address is ${agency.email}.` : null,
    // Who gets to see it ('who actually sees my cv'): the policy's use of it, with the visitor's agreement.
    hasAnyPhrase(normalise(question), asked.sharing) ? privacySection('How We Use Your Data')[0] : null,
  );
}

/** A section of the privacy or cookies policy: where it is published and its text. */
function policySection(key: { readonly policy: 'privacy' | 'cookies'; readonly title: string }): readonly string[] {
  const policy = key.policy === 'privacy' ? privacyPolicy : cookiesPolicy;
  return (policy.sections as readonly { readonly title: string; readonly paragraphs: readonly string[] }[]).find((section) => section.title === key.title)?.paragraphs ?? [];
}

const policyParagraphs = [...privacyPolicy.sections, ...cookiesPolicy.sections].flatMap((section): readonly string[] => section.paragraphs);

/**
 * A word of the question that none of the answer's parts holds but one or two of the policies' paragraphs do ('do you use
 * advertising cookies', 'do you ask for my visa status'): its first paragraph answers what the question singles out.
 */
function paragraphsForUnansweredWords(text: string, parts: readonly string[]): string[] {
  const answered = new Set(parts.flatMap((part) => words(part)));
  const added: string[] = [];
  for (const word of words(text).filter((word) => word.length >= 4 && !isStopword(word) && !answered.has(word))) {
    const holding = policyParagraphs.filter((paragraph) => words(paragraph).includes(word));
    if (holding.length > 0 && holding.length <= 2 && !added.includes(holding[0]!)) added.push(holding[0]!);
  }
  return added;
}

/**
 * The parts of the privacy policy a question's phrases ask for (retention, rights, the chat's data...); a question they
 * do not place is answered with the policy section that ranked best for its words (`section`), if any.
 */
// Data held still, long after ('applied 18 months ago, do you still have my CV on file'): how long it is kept. A rule, not retention
// phrases, whose common words the index would take up.
const heldStill = / still (?:have|hold|keep|got) /;

export function privacyAnswer(question: string, section: { readonly policy: 'privacy' | 'cookies'; readonly title: string } | null = null): string {
  const text = normalise(question);
  const parts: string[] = [];
  if (hasAnyPhrase(text, asked.assistantData)) {
    parts.push(...privacySection('AI Assistant Data Processing').slice(0, 2));
  }
  if (hasAnyPhrase(text, asked.retention) || heldStill.test(text)) {
    parts.push(...privacySection('Data Retention'));
  }
  // A sensitive detail ('my PPS number') is not for the chat: the policy says so, and what Aine can help with instead.
  const sensitive = hasAnyPhrase(text, asked.sensitive);
  if (sensitive) parts.push(...privacySection('AI Assistant Data Processing').slice(2));
  if (hasAnyPhrase(text, asked.rights)) parts.push(...privacySection('Your Rights'));
  if (hasAnyPhrase(text, asked.sharing)) parts.push(privacySection('How We Use Your Data')[0] ?? '');
  if (hasAnyPhrase(text, asked.complaint)) parts.push(...privacySection('Complaints'));
  const ranked = parts.length === 0 && section ? policySection(section) : [];
  if (ranked.length > 0) parts.push(...ranked);
  else if (parts.length === 0) parts.push(privacySection('Data Retention')[0] ?? '', privacySection('AI Assistant Data Processing')[1] ?? '');
  parts.push(...paragraphsForUnansweredWords(text, parts));
  if (sensitive) parts.push(scopeSentence);
  parts.push(section?.policy === 'cookies' && ranked.length > 0 ? 'Full details: our Cookies Policy (/cookies-policy).' : 'Full details: our Privacy Policy (/privacy-policy).');
  return paragraphs(...parts);
}

export function identityAnswer(question: string): string {
  const text = normalise(question);
  const capabilities = [
    'salaries in our 2025 salary guide, by role and level',
    'our placement fees, including the fee for a given salary',
    'ACA, ACCA, CIMA and CTA exams, fees, dates and requirements',
    'Irish accounting and finance market statistics',
    'interview preparation',
    'our business hours and how to reach the team',
  ];
  // Asked what powers her ('are you ChatGPT?'), she quotes the chat's disclaimer, which names the model.
  const intro = hasAnyPhrase(text, asked.model)
    ? `I'm ${assistant.name}, ${agency.brandName}'s AI assistant. ${disclaimer.paragraphs[0]}`
    : hasAnyPhrase(text, asked.whatIsAine)
      ? `I'm ${assistant.name}, ${agency.brandName}'s AI assistant. I'm an AI, not a person, and I can make mistakes, so please check anything important with our team.`
      : `I'm ${assistant.name}, ${agency.brandName}'s AI assistant.`;
  return paragraphs(intro, `I can help with:\n${bulletList(capabilities)}`, handoff('For anything else, or to speak to a person'));
}

/** What Aine can help with: said whenever she declines, so the visitor knows what to ask instead. */
const scopeSentence = 'I can help with salaries in our 2025 salary guide, our fees, the ACA, ACCA, CIMA and CTA qualifications, the Irish accounting and finance job market, and interview preparation.';

/** What the job application form asks of a visitor's right to work. */
const applicationEligibility = 'Our job application form asks whether you are an EU citizen and, if not, your visa status, so our team can tell you which roles are open to you.';

export function legalAdviceAnswer(question: string): string {
  // Pay after tax: the salary guide's figures are gross, which is what Aine can say about it.
  const aboutNetPay = hasAnyPhrase(normalise(question), salaryGuidePage.netPaySynonyms);
  return paragraphs(
    "I'm sorry, I can't give legal, tax or immigration advice, such as on visas, stamps, work permits or employment law. For those, please speak to a qualified adviser or the relevant authority.",
    aboutNetPay
      ? `In our ${salaryGuidePage.title}, ${salaryGuidePage.footnote.split('. ')[0]!.replace(/^F/, 'f')}, so I can't tell you what a salary comes to after tax.`
      : applicationEligibility,
    scopeSentence,
    handoff('To talk about your situation'),
  );
}

export function greetingAnswer(context: ChatContext): string {
  return chatGreetings[context];
}

export function thanksAnswer(): string {
  return `You're welcome! Is there anything else I can help with? ${handoff('If you would like to speak to someone')}`;
}

/** The honest answer when the question is outside what the site's content covers. */
export function fallbackAnswer(): string {
  return paragraphs(
    "I'm sorry, I don't know the answer to that, and I'd rather not guess.",
    scopeSentence,
    handoff('For anything else, our team will be glad to help'),
  );
}
