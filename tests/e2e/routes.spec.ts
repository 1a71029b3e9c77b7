import { expect, test, type Page } from '@playwright/test';
import { agency, formatAddress } from '#content/agency';
import { candidatesPage } from '#content/candidates';
import { employersPage } from '#content/employers';
import { feeBands, feesPage } from '#content/fees';
import { contactForm } from '#content/forms';
import { about, formulaAnimation, hero } from '#content/home';
import { interviewPreparationPage, professionalPresenceGuidelines } from '#content/interview-tips';
import { featuredJobs, jobsSection } from '#content/jobs';
import { cookiesPolicy, dataProtectionCommission, lastUpdatedLabel, licencePage, privacyPolicy, termsOfService } from '#content/legal';
import { notFoundPage } from '#content/messages';
import { partnerPage } from '#content/partner';
import { acaAccaComparisonPage, acaPage, accaPage, cimaFacts, cimaPage, ctaPage, formatFee } from '#content/qualifications';
import { routeFor, type RoutePath } from '#content/routes';
import { industrySpecialisationsTable, salaryInsights, salaryTables } from '#content/salary-guide';
import { initials, teamMembers, teamSection } from '#content/team';
import { testimonials } from '#content/testimonials';
import { expectNoHorizontalScroll, gotoHydrated, revealWholePage } from './support/site.ts';

/**
 * Each screen's visible content against the specification (through the content modules, which hold
 * the spec's figures), at desktop and phone width (the two Playwright projects).
 */
const heading = (page: Page, name: string, level?: number) => page.getByRole('heading', { name, exact: true, level });
const main = (page: Page) => page.locator('main');

async function open(page: Page, path: RoutePath | string, title: string): Promise<void> {
  await gotoHydrated(page, path);
  await expect(page).toHaveTitle(title);
  await revealWholePage(page);
  await expectNoHorizontalScroll(page);
}

test('home: hero, formula, about, Latest Opportunities, Our Team, contact details and footer', async ({ page }) => {
  await open(page, '/', routeFor('/').title);
  await expect(page).toHaveTitle(`${agency.brandName} | Finance Recruitment Dublin`);
  await expect(heading(page, hero.headlineLines.join(' '), 1)).toBeVisible();
  await expect(page.getByText(hero.paragraph)).toBeVisible();
  for (const benefit of hero.benefits) await expect(page.getByText(benefit, { exact: true })).toBeVisible();
  await expect(page.getByText(hero.assistantLine)).toBeVisible();
  await expect(page.getByRole('link', { name: hero.primaryButton.label, exact: true })).toHaveAttribute('href', '#contact');
  await expect(page.getByRole('link', { name: hero.secondaryButton.label, exact: true })).toHaveAttribute('href', '#about');
  for (const social of agency.socialLinks) {
    const link = page.locator('#hero').getByRole('link', { name: new RegExp(social.label) });
    await expect(link).toHaveAttribute('href', social.url);
    await expect(link).toHaveAttribute('target', '_blank');
  }

  await expect(heading(page, formulaAnimation.title)).toBeVisible();
  await expect(page.getByText(formulaAnimation.formula)).toBeVisible();

  const aboutSection = page.locator('#about');
  await expect(aboutSection.getByRole('heading', { name: about.whoWeAre.heading })).toBeVisible();
  await expect(aboutSection.getByRole('heading', { name: about.whyChooseUs.heading, exact: true })).toBeVisible();
  for (const reason of about.whyChooseUs.reasons) await expect(aboutSection.getByText(reason.title, { exact: true })).toBeVisible();

  const jobs = page.locator('#jobs');
  await expect(jobs.getByRole('heading', { name: jobsSection.heading })).toBeVisible();
  await expect(jobs.getByRole('article')).toHaveCount(featuredJobs.length);
  for (const job of featuredJobs) {
    const card = jobs.getByRole('article').filter({ has: page.getByRole('heading', { name: job.title }) });
    await expect(card.getByText(job.salary)).toBeVisible();
    await expect(card.getByText(job.location, { exact: true })).toBeVisible();
    await expect(card.getByText(job.company, { exact: true })).toBeVisible();
    await expect(card.getByText(job.jobType).first()).toBeVisible();
    await expect(card.getByRole('link', { name: new RegExp(jobsSection.applyLabel) })).toHaveAttribute('href', `/job-application/${job.id}`);
  }
  expect(featuredJobs.map((job) => [job.id, job.title, job.salary, job.jobType])).toEqual([
    ['1', 'Trainee Accountant', '€28K - €35K', 'Full Time'],
    ['3', 'Qualified Accountant', '€45K - €60K', 'Hybrid'],
  ]);

  const team = page.locator('#team');
  await expect(team.getByRole('heading', { name: teamSection.heading })).toBeVisible();
  for (const member of teamMembers) {
    await expect(team.getByRole('heading', { name: member.name })).toBeVisible();
    await expect(team.getByText(member.role, { exact: true })).toBeVisible();
    const card = team.getByRole('article').filter({ has: page.getByRole('heading', { name: member.name }) });
    // The profile's photo when it has one, otherwise a monogram of the initials (no drawn avatar).
    if (member.imageSrc) await expect(card.getByRole('img', { name: `Portrait of ${member.name}` })).toHaveAttribute('src', member.imageSrc);
    else await expect(card.getByTestId('director-monogram')).toHaveText(initials(member.name));
    await expect(team.getByRole('link', { name: new RegExp(`LinkedIn.*${member.name}`) })).toHaveAttribute('href', member.linkedinUrl);
  }
  expect(teamMembers.map((member) => member.role)).toEqual(['Managing Director', 'Director - Client Services']);

  const details = page.locator('#contact').getByRole('region', { name: contactForm.detailsHeading });
  await expect(details.getByRole('link', { name: agency.email })).toHaveAttribute('href', `mailto:${agency.email}`);
  await expect(details.getByRole('link', { name: agency.phone.display })).toHaveAttribute('href', agency.phone.href);
  await expect(details.getByText('Monday - Friday, 8:00 AM - 8:00 PM')).toBeVisible();
  await expect(details.getByRole('link', { name: new RegExp(contactForm.whatsappLinkLabel) })).toHaveAttribute('href', agency.whatsappUrl);
  await expect(details.getByText(formatAddress())).toBeVisible();

  const footer = page.getByRole('contentinfo');
  for (const path of ['/candidates', '/interview-preparation', '/aca-info', '/acca-info', '/cima-info', '/cta-info', '/salary-guide', '/employers', '/recruitment-solutions', '/our-fees', '/market-trends', '/ai-assistant', '/terms-of-service', '/employment-agency-license', '/cookies-policy', '/privacy-policy', '/']) {
    await expect(footer.locator(`a[href="${path}"]`).first()).toBeAttached();
  }
  await expect(footer.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '#jobs');
  await expect(footer.getByRole('link', { name: 'Submit Your CV' })).toHaveAttribute('href', '#contact');
  await expect(footer.getByRole('link', { name: /Instagram|LinkedIn|TikTok/ })).toHaveCount(3);
});

test('candidates: reasons, four testimonials, promise, Get Started and Meet Aine', async ({ page }) => {
  await open(page, '/candidates', routeFor('/candidates').title);
  await expect(heading(page, candidatesPage.title, 1)).toBeVisible();
  for (const reason of candidatesPage.reasons) await expect(main(page).getByRole('heading', { name: reason.title })).toBeVisible();
  await expect(page.getByRole('group', { name: new RegExp(`^1 of ${testimonials.length}`) })).toContainText(testimonials[0]!.quote);
  expect(testimonials).toHaveLength(4);
  await expect(heading(page, candidatesPage.promise.heading)).toBeVisible();
  for (const item of candidatesPage.promise.items) await expect(page.getByText(item)).toBeVisible();
  await expect(main(page).getByRole('link', { name: candidatesPage.getStarted.label }).first()).toHaveAttribute('href', '/#contact');
  const meetAine = main(page).getByRole('link', { name: new RegExp(candidatesPage.meetAssistant.label) }).first();
  await expect(meetAine).toHaveAttribute('href', '/ai-assistant');
  await expect(meetAine).toHaveAttribute('target', '_blank');
});

test('employers: six benefits, fees link, four-step process, mission and partner form', async ({ page }) => {
  await open(page, '/employers', routeFor('/employers').title);
  await expect(heading(page, employersPage.title, 1)).toBeVisible();
  expect(employersPage.benefits).toHaveLength(6);
  for (const benefit of employersPage.benefits) await expect(heading(page, benefit.title)).toBeVisible();
  await expect(main(page).getByRole('link', { name: employersPage.feesLink.label }).first()).toHaveAttribute('href', '/our-fees');
  expect(employersPage.process.map((step) => step.title)).toEqual(['Discovery', 'Talent Search', 'Human Validation', 'Streamlined Onboarding']);
  for (const step of employersPage.process) await expect(main(page).getByRole('heading', { name: new RegExp(step.title) })).toBeVisible();
  await expect(heading(page, employersPage.mission.heading)).toBeVisible();
  await expect(page.getByText(employersPage.mission.text)).toBeVisible();
  await expect(page.locator('#partner-form')).toBeVisible();
  await expect(page.locator('#partner-form input[type="file"]')).toHaveCount(0);
});

test('partner with us: three benefit cards and the employer form', async ({ page }) => {
  await open(page, '/recruitment-solutions', routeFor('/recruitment-solutions').title);
  await expect(heading(page, partnerPage.title, 1)).toBeVisible();
  expect(partnerPage.benefits.map((benefit) => benefit.title)).toEqual(['Direct Access', 'Fast Turnaround', 'Competitive Fees']);
  for (const benefit of partnerPage.benefits) await expect(heading(page, benefit.title)).toBeVisible();
  await expect(page.locator('#partner-form')).toBeVisible();
});

test('fees: three tiers, exclusive partnership, 48-hour guarantee and promise', async ({ page }) => {
  await open(page, '/our-fees', routeFor('/our-fees').title);
  await expect(heading(page, feesPage.title, 1)).toBeVisible();
  expect(feeBands.map((band) => [band.salaryLabel, band.percentage])).toEqual([
    ['Under €35,000', 8],
    ['€35,000 - €44,999', 10],
    ['€45,000 and over', 12],
  ]);
  for (const band of feeBands) {
    const card = main(page).getByRole('listitem').filter({ has: heading(page, band.title) });
    await expect(card).toContainText(band.salaryLabel);
    await expect(card).toContainText(`${band.percentage}%`);
  }
  await expect(heading(page, feesPage.exclusivePartnership.title)).toBeVisible();
  await expect(heading(page, '48-Hour Response Guarantee')).toBeVisible();
  await expect(heading(page, feesPage.promise.title)).toBeVisible();
});

test('salary guide: five tables with every figure, and the insights', async ({ page }) => {
  await open(page, '/salary-guide', routeFor('/salary-guide').title);
  await expect(heading(page, '2025 Accounting & Finance Salary Guide', 1)).toBeVisible();
  await expect(main(page).getByRole('table')).toHaveCount(5);
  for (const table of salaryTables) {
    const element = page.getByRole('table', { name: new RegExp(`^${table.title} salaries`) });
    for (const level of table.levels) await expect(element.getByRole('columnheader', { name: level })).toBeVisible();
    for (const row of table.rows) {
      await expect(element.getByRole('row', { name: new RegExp(`^${row.position.replace(/[/]/g, '\\/')} `) })).toContainText(row.ranges.join(''));
    }
  }
  const cfo = salaryTables[0].rows[0]!;
  expect([cfo.position, ...cfo.ranges]).toEqual(['CFO', '€120k - €150k', '€150k - €200k', '€200k - €350k+']);
  const industry = page.getByRole('table', { name: industrySpecialisationsTable.title });
  for (const row of industrySpecialisationsTable.rows) await expect(industry.getByRole('row', { name: new RegExp(row.specialisation) })).toContainText('10-20%');
  for (const insight of [...salaryInsights.trends, ...salaryInsights.benefits]) {
    await expect(main(page).getByText(insight.figure, { exact: true })).toBeVisible();
  }
});

test('interview preparation: four sections, presence guidelines and Contact Our Team', async ({ page }) => {
  await open(page, '/interview-preparation', routeFor('/interview-preparation').title);
  await expect(heading(page, interviewPreparationPage.title, 1)).toBeVisible();
  for (const section of interviewPreparationPage.sections) await expect(heading(page, section.title, 2)).toBeVisible();
  await expect(heading(page, interviewPreparationPage.starMethod.title)).toBeVisible();
  await expect(heading(page, interviewPreparationPage.presence.heading)).toBeVisible();
  for (const guideline of professionalPresenceGuidelines) await expect(page.getByText(guideline.text)).toBeVisible();
  await expect(heading(page, interviewPreparationPage.contact.heading)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/?scrollTo=contact');
});

for (const qualification of [acaPage, accaPage]) {
  test(`${qualification.title}: about, certification path, structure, dates, Ireland, membership, sidebar`, async ({ page }) => {
    const path = qualification.id === 'aca' ? '/aca-info' : '/acca-info';
    await open(page, path, routeFor(path).title);
    await expect(heading(page, qualification.title, 1)).toBeVisible();
    for (const title of [qualification.about.heading, qualification.certificationPath.heading, qualification.structure.heading, qualification.keyExamDates.heading, qualification.inIreland.heading, qualification.membership.heading]) {
      await expect(heading(page, title, 2)).toBeVisible();
    }
    const steps = page.getByRole('region', { name: qualification.certificationPath.heading }).getByRole('listitem');
    await expect(steps).toHaveCount(qualification.id === 'aca' ? 5 : 6);
    for (const level of qualification.structure.levels) await expect(main(page).getByText(level.name, { exact: true })).toBeVisible();
    for (const fee of qualification.feeInformation.fees) await expect(main(page).getByText(formatFee(fee), { exact: true }).first()).toBeVisible();
    const website = page.getByRole('link', { name: new RegExp(qualification.officialWebsite.label) });
    await expect(website).toHaveAttribute('href', qualification.officialWebsite.href);
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'View Interview Tips' })).toHaveAttribute('href', '/interview-preparation');
  });
}

test('CIMA: milestone timeline, structure table, 2025 key dates and sidebar', async ({ page }) => {
  await open(page, '/cima-info', routeFor('/cima-info').title);
  await expect(heading(page, cimaPage.title, 1)).toBeVisible();
  const milestones = page.locator('[data-status]');
  await expect(milestones).toHaveCount(5);
  expect(cimaPage.journey.milestones.map((milestone) => milestone.status)).toEqual(['completed', 'completed', 'current', 'future', 'future']);
  await expect(milestones.nth(0)).toContainText('Completed');
  await expect(milestones.nth(2)).toContainText('Current');
  await expect(milestones.nth(4)).toContainText('Future');
  await expect(page.getByRole('table', { name: cimaPage.structure.heading })).toBeVisible();
  for (const accordion of cimaPage.keyDates.accordions) await expect(page.locator('summary', { hasText: accordion.title })).toBeVisible();
  for (const fee of cimaFacts.fees) await expect(main(page).getByText(formatFee(fee), { exact: true })).toBeVisible();
  await expect(heading(page, cimaPage.related.heading)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(cimaPage.officialWebsite.label) })).toHaveAttribute('target', '_blank');
});

test('CTA: stages, 2025 key dates, careers, membership, quick links and contact', async ({ page }) => {
  await open(page, '/cta-info', routeFor('/cta-info').title);
  await expect(heading(page, ctaPage.title, 1)).toBeVisible();
  for (const stage of ctaPage.stages.items) await expect(heading(page, stage.name)).toBeVisible();
  const durations = ctaPage.stages.items.map((stage) => stage.duration);
  expect(durations).toEqual(['6 months', '12 months', '12 months']);
  for (const duration of new Set(durations)) {
    await expect(main(page).getByText(duration, { exact: true })).toHaveCount(durations.filter((each) => each === duration).length);
  }
  for (const sitting of ctaPage.keyDates.sittings) {
    await expect(heading(page, sitting.title)).toBeVisible();
    for (const detail of sitting.details) await expect(page.getByText(detail, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Results: January 2026', { exact: true })).toBeVisible();
  for (const title of [ctaPage.careers.heading, ctaPage.membership.heading, ctaPage.quickLinks.heading, ctaPage.contact.heading]) await expect(heading(page, title)).toBeVisible();
  await expect(page.getByText('A Level 8 degree', { exact: false })).toBeVisible();
});

test('ACA vs ACCA: intro, two buttons, Quick Facts, four accordions each and the guidance box', async ({ page }) => {
  await open(page, '/aca-acca-info', routeFor('/aca-acca-info').title);
  await expect(heading(page, acaAccaComparisonPage.title, 1)).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'ACA Key Information' }).first()).toHaveAttribute('href', '/aca-info');
  await expect(main(page).getByRole('link', { name: 'ACCA Key Information' }).first()).toHaveAttribute('href', '/acca-info');
  for (const section of acaAccaComparisonPage.sections) {
    const region = page.getByRole('region', { name: section.heading });
    await expect(region.getByRole('heading', { name: 'Quick Facts' })).toBeVisible();
    for (const title of ['Exam Structure', 'Key Exam Dates', 'Study Resources', 'Exam Study Tips']) {
      await expect(region.locator('details', { has: page.locator('summary', { hasText: title }) })).not.toHaveAttribute('open');
    }
  }
  await expect(heading(page, 'Need Career Guidance in Ireland?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');
});

const legalDocuments = [
  { path: '/privacy-policy', document: privacyPolicy, sections: 12 },
  { path: '/cookies-policy', document: cookiesPolicy, sections: cookiesPolicy.sections.length },
  { path: '/terms-of-service', document: termsOfService, sections: 15 },
] as const;

for (const { path, document, sections } of legalDocuments) {
  test(`${document.title}: dated April 11, 2025, numbered sections, regulator link`, async ({ page }) => {
    await open(page, path, routeFor(path).title);
    await expect(heading(page, document.title, 1)).toBeVisible();
    await expect(page.getByText(lastUpdatedLabel(document))).toBeVisible();
    expect(lastUpdatedLabel(document)).toBe('Last updated: April 11, 2025');
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2 })).toHaveCount(sections);
    for (const [index, section] of document.sections.entries()) await expect(article.getByRole('heading', { name: `${index + 1}. ${section.title}` })).toBeVisible();
    if (path !== '/terms-of-service') {
      await expect(article.getByRole('link', { name: new RegExp(dataProtectionCommission.name) }).first()).toHaveAttribute('href', dataProtectionCommission.url);
    }
  });
}

test('licence page: licence number, register link and image', async ({ page }) => {
  await open(page, '/employment-agency-license', routeFor('/employment-agency-license').title);
  await expect(heading(page, licencePage.title, 1)).toBeVisible();
  await expect(page.getByTestId('licence-number')).toHaveText(licencePage.licenceNumber);
  const register = page.getByRole('link', { name: new RegExp(licencePage.registerLink.label) });
  await expect(register).toHaveAttribute('href', licencePage.registerLink.href);
  await expect(register).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('img', { name: licencePage.image.alt })).toBeVisible();
});

for (const job of featuredJobs) {
  test(`job application for ${job.title}: details, requirements and form on a cold load`, async ({ page }) => {
    await open(page, `/job-application/${job.id}`, `Apply for ${job.title} | ${agency.brandName}`);
    await expect(heading(page, job.title, 1)).toBeVisible();
    for (const text of [job.company, job.location, job.jobType, job.salary]) await expect(main(page).getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(job.description)).toBeVisible();
    for (const requirement of job.requirements) await expect(page.getByText(requirement, { exact: true })).toBeVisible();
    await expect(main(page).locator('form')).toBeVisible();
  });
}

test('not found: the message and a link home', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  // The attempted path is logged in the browser.
  await expect.poll(() => warnings).toContain('404: no page at /no-such-page');
  await expect(heading(page, notFoundPage.message, 1)).toBeVisible();
  await expect(page).toHaveTitle(routeFor('*').title);
  await page.getByRole('link', { name: notFoundPage.homeLinkLabel }).click();
  await expect(page).toHaveURL(/\/$/);
});
