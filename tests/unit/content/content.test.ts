import { describe, expect, it } from 'vitest';
import { agency } from '#content/agency';
import { chatErrorMessages, chatGreetings, chatContexts, disclaimer, popularQuestions } from '#content/chat';
import {
  HEADER_SCROLL_THRESHOLD_PX,
  QUERY_GC_TIME_MS,
  queryRetryDelayMs,
  SCROLL_TOP_THRESHOLD_PX,
} from '#content/constants';
import { feeBands, feeForSalary } from '#content/fees';
import { formatDateSpan, formatEuro, formatIrishLongDate, formatLongDate } from '#content/format';
import { featuredJobs, findJob } from '#content/jobs';
import { cookiesPolicy, lastUpdatedLabel, privacyPolicy, termsOfService } from '#content/legal';
import { marketStats } from '#content/market-stats';
import { marketTrendsSeed } from '#content/market-trends-seed';
import { checkCvFile, marketTrendsPanel, MAX_CV_BYTES, toasts } from '#content/messages';
import {
  acaAccaComparisonPage,
  acaFacts,
  accaFacts,
  accaPage,
  acaPage,
  cimaFacts,
  cimaJourney,
  cimaPage,
  ctaFacts,
  qualificationAliases,
  formatFee,
} from '#content/qualifications';
import {
  candidatesMenu,
  employersMenu,
  footerLinks,
  headerHiddenPaths,
  jobApplicationTitle,
  routeFor,
  routes,
} from '#content/routes';
import { industrySpecialisationsTable, listRoles, salaryInsights, salaryTables } from '#content/salary-guide';
import {
  featuredJobSchema,
  legalDocumentSchema,
  marketTrendsReportSchema,
  routeDefinitionSchema,
  salaryTableSchema,
  teamMemberSchema,
  testimonialSchema,
  timelineMilestoneSchema,
} from '#content/schemas';
import { bioParagraphs, teamMembers } from '#content/team';
import { testimonials } from '#content/testimonials';
import { classifyTrend } from '#content/trend-keywords';
import { interviewPreparationPage, interviewTips, tipsForSection } from '#content/interview-tips';
import { findInterviewTips as lookupTips, findQualification as lookupQualification, findSalary as lookupSalary } from '#core/chat/lookup';

// The matchers live with the chat assistant; the content holds the names and synonyms they match.
const findSalary = (role: string, level?: string) => lookupSalary(salaryTables, role, level);
const findQualification = (text: string) => lookupQualification(qualificationAliases, text);
const findInterviewTips = (question: string) => lookupTips(interviewTips, question);

function rangesOf(tableTitle: string, position: string): readonly string[] | undefined {
  return salaryTables.find((table) => table.title === tableTitle)?.rows.find((row) => row.position === position)?.ranges;
}

describe('salary guide', () => {
  it('holds the four role tables of the spec with their level headings', () => {
    expect(salaryTables.map((table) => [table.title, table.levels])).toEqual([
      ['C-Suite', ['Junior/Small Business', 'Mid-Level/Mid-Size', 'Senior/Enterprise']],
      ['Qualified Accountants', ['Newly Qualified', '3-5 Years PQE', '5+ Years PQE']],
      ['Audit', ['Small Firms', 'Mid-Tier', 'Big 4']],
      ['Part-Qualified and Support', ['Entry-Level', '1-3 Years', '3+ Years']],
    ]);
    expect(salaryTables.map((table) => table.rows.length)).toEqual([3, 5, 5, 5]);
  });

  it('shows every figure of the spec', () => {
    expect(rangesOf('C-Suite', 'CFO')).toEqual(['€120k - €150k', '€150k - €200k', '€200k - €350k+']);
    expect(rangesOf('C-Suite', 'Finance Director')).toEqual(['€95k - €120k', '€120k - €160k', '€160k - €220k']);
    expect(rangesOf('C-Suite', 'Group Financial Controller')).toEqual(['€85k - €100k', '€100k - €130k', '€130k - €180k']);
    const accountantRanges = ['€55k - €65k', '€65k - €80k', '€80k - €95k'];
    expect(rangesOf('Qualified Accountants', 'Financial Accountant')).toEqual(accountantRanges);
    expect(rangesOf('Qualified Accountants', 'Management Accountant')).toEqual(accountantRanges);
    expect(rangesOf('Qualified Accountants', 'Internal Auditor')).toEqual(accountantRanges);
    expect(rangesOf('Qualified Accountants', 'Financial Controller')).toEqual(['€70k - €85k', '€85k - €100k', '€100k - €120k']);
    expect(rangesOf('Qualified Accountants', 'Financial Analyst')).toEqual(['€55k - €65k', '€65k - €80k', '€80k - €90k']);
    expect(rangesOf('Audit', 'Partner')).toEqual(['€100k - €150k', '€150k - €250k', '€250k - €800k+']);
    expect(rangesOf('Audit', 'Director')).toEqual(['€85k - €110k', '€110k - €140k', '€140k - €200k']);
    expect(rangesOf('Audit', 'Manager')).toEqual(['€65k - €75k', '€75k - €90k', '€90k - €120k']);
    expect(rangesOf('Audit', 'Senior')).toEqual(['€45k - €55k', '€55k - €65k', '€65k - €75k']);
    expect(rangesOf('Audit', 'Junior')).toEqual(['€28k - €35k', '€32k - €38k', '€35k - €42k']);
    expect(rangesOf('Part-Qualified and Support', 'Part-Qualified')).toEqual(['€35k - €42k', '€42k - €50k', '€50k - €60k']);
    expect(rangesOf('Part-Qualified and Support', 'Bookkeeper')).toEqual(['€32k - €38k', '€38k - €45k', '€45k - €55k']);
    expect(rangesOf('Part-Qualified and Support', 'Accounts Assistant')).toEqual(['€28k - €35k', '€35k - €42k', '€42k - €48k']);
    expect(rangesOf('Part-Qualified and Support', 'Accounts Payable/Receivable')).toEqual(['€28k - €32k', '€32k - €38k', '€38k - €45k']);
    expect(rangesOf('Part-Qualified and Support', 'Payroll Specialist')).toEqual(['€32k - €38k', '€38k - €45k', '€45k - €55k']);
  });

  it('keeps numeric bands in euros, marking open-ended tops', () => {
    const cfo = findSalary('CFO', 'Senior/Enterprise');
    expect(cfo?.level?.band).toEqual({ min: 200_000, max: 350_000, openEnded: true, display: '€200k - €350k+' });
    expect(findSalary('Finance Director', 'enterprise')?.level?.band.openEnded).toBe(false);
  });

  it('has the industry specialisations table and insights of the spec', () => {
    expect(industrySpecialisationsTable.rows.map((row) => [row.specialisation, row.premium.display])).toEqual([
      ['Financial Services', '10-20%'],
      ['Technology', '10-20%'],
      ['Pharma & Life Sciences', '10-20%'],
      ['IFRS/US GAAP', '10-20%'],
    ]);
    expect(salaryInsights.trends.map((trend) => trend.figure)).toEqual(['5-10%', '15-20%', '4-6%']);
    expect(salaryInsights.benefits.map((benefit) => benefit.figure)).toEqual([
      '3-4 days remote',
      '8-12%',
      '€2,000-€5,000 a year',
    ]);
  });

  it('passes its schema', () => {
    for (const table of salaryTables) expect(() => salaryTableSchema.parse(table)).not.toThrow();
  });
});

describe('findSalary', () => {
  it.each([
    ['CFO', 'Senior', 'CFO', '€200k - €350k+'],
    ['Chief Financial Officer', 'small business', 'CFO', '€120k - €150k'],
    ['chief financial officers', 'mid-size', 'CFO', '€150k - €200k'],
    ['FC', '3-5 years', 'Financial Controller', '€85k - €100k'],
    ['AP/AR', 'entry level', 'Accounts Payable/Receivable', '€28k - €32k'],
    ['accounts payable', '3+ years', 'Accounts Payable/Receivable', '€38k - €45k'],
    ['Junior auditor', 'Big 4', 'Junior', '€35k - €42k'],
    ['audit manager', 'mid tier', 'Manager', '€75k - €90k'],
    ['group financial controller', 'enterprise', 'Group Financial Controller', '€130k - €180k'],
    ['management accountant', 'newly qualified', 'Management Accountant', '€55k - €65k'],
    ['payroll', '1-3 years', 'Payroll Specialist', '€38k - €45k'],
  ])('findSalary(%j, %j) is %s %s', (role, level, position, range) => {
    const result = findSalary(role, level);
    expect(result?.position).toBe(position);
    expect(result?.level?.band.display).toBe(range);
  });

  it.each([
    ['newly qualified financial accountant', 'Financial Accountant', 'Newly Qualified'],
    ['senior financial controller', 'Financial Controller', '5+ Years PQE'],
    ['Financial Analyst with 4 years experience', 'Financial Analyst', '3-5 Years PQE'],
    ['junior audit big 4', 'Junior', 'Big 4'],
    ['audit senior at a Big Four firm', 'Senior', 'Big 4'],
    ['entry level bookkeeper', 'Bookkeeper', 'Entry-Level'],
    ['Finance Director in a large multinational', 'Finance Director', 'Senior/Enterprise'],
  ])('reads the level inside %j', (role, position, levelName) => {
    const result = findSalary(role);
    expect(result?.position).toBe(position);
    expect(result?.level?.name).toBe(levelName);
  });

  it('lists every level when none is asked for, and tells finance director from audit director', () => {
    const result = findSalary('finance director');
    expect(result?.level).toBeNull();
    expect(result?.levels.map((level) => level.band.display)).toEqual(['€95k - €120k', '€120k - €160k', '€160k - €220k']);
    expect(findSalary('audit director')?.tableId).toBe('audit');
    expect(findSalary('Audit Senior')?.level).toBeNull();
  });

  it('reads bare audit titles as audit positions only in an audit context', () => {
    expect(findSalary('payroll manager')?.position).toBe('Payroll Specialist');
    expect(findSalary('manager at a Big 4 firm')).toMatchObject({ tableId: 'audit', position: 'Manager' });
    expect(findSalary('manager at a Big 4 firm')?.level?.name).toBe('Big 4');
    expect(findSalary('finance manager')).toBeNull();
  });

  it('returns null for roles outside the guide', () => {
    expect(findSalary('software engineer')).toBeNull();
    expect(findSalary('')).toBeNull();
  });

  it('lists all 18 roles', () => {
    expect(listRoles()).toHaveLength(18);
    expect(listRoles()[0]).toEqual({ tableId: 'c-suite', tableTitle: 'C-Suite', position: 'CFO' });
  });
});

describe('fees', () => {
  it.each([
    [34_999, 8, 2_799.92],
    [35_000, 10, 3_500],
    [44_999, 10, 4_499.9],
    [45_000, 12, 5_400],
    [120_000, 12, 14_400],
    [1, 8, 0.08],
  ])('a salary of €%s costs %s%%, a fee of €%s', (salary, percentage, fee) => {
    const quote = feeForSalary(salary);
    expect(quote.percentage).toBe(percentage);
    expect(quote.fee).toBeCloseTo(fee, 2);
  });

  it('rejects salaries that are not positive finite numbers', () => {
    for (const salary of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => feeForSalary(salary)).toThrow(RangeError);
    }
  });

  it('labels the bands as the fees page shows them', () => {
    expect(feeBands.map((band) => [band.salaryLabel, band.percentage])).toEqual([
      ['Under €35,000', 8],
      ['€35,000 - €44,999', 10],
      ['€45,000 and over', 12],
    ]);
  });
});

describe('classifyTrend', () => {
  it('marks increase, growth and premium as upward', () => {
    expect(classifyTrend('Salaries increased sharply').upward).toBe(true);
    expect(classifyTrend('Strong GROWTH in Cork').upward).toBe(true);
    expect(classifyTrend('A premium for remote roles').upward).toBe(true);
    expect(classifyTrend('Hiring is steady').upward).toBe(false);
  });

  it('marks shortage and unfilled, independently of upward', () => {
    expect(classifyTrend('Roles remain unfilled').shortage).toBe(true);
    expect(classifyTrend('A growing shortage drives growth')).toMatchObject({ upward: true, shortage: true });
    expect(classifyTrend('Vacancies filled quickly').shortage).toBe(false);
  });

  it('gives badges in the spec order', () => {
    expect(classifyTrend('Shortage of AI talent pushes remote salary premiums and demand').badges).toEqual([
      'Salary Impact',
      'Flexible Work',
      'Tech Skills',
      'High Demand',
    ]);
    expect(classifyTrend('Hybrid working is the norm').badges).toEqual(['Flexible Work']);
    expect(classifyTrend('Digital skills wanted').badges).toEqual(['Tech Skills']);
    expect(classifyTrend('New technology platforms').badges).toEqual(['Tech Skills']);
    expect(classifyTrend('A premium is paid').badges).toEqual(['Salary Impact']);
  });

  it('matches AI only as a whole word', () => {
    expect(classifyTrend('Teams maintain detailed controls').badges).toEqual([]);
    expect(classifyTrend('AI-driven reconciliations').badges).toEqual(['Tech Skills']);
    expect(classifyTrend('Use of ai tools grows').badges).toEqual(['Tech Skills']);
  });

  it('finds something to show in most seeded trends', () => {
    const trends = marketTrendsSeed.sections.flatMap((section) => section.trends);
    const decorated = trends.filter((trend) => {
      const result = classifyTrend(trend.description);
      return result.upward || result.shortage || result.badges.length > 0;
    });
    expect(decorated.length).toBeGreaterThanOrEqual(trends.length - 3);
    const badges = new Set(trends.flatMap((trend) => classifyTrend(trend.description).badges));
    expect([...badges].sort()).toEqual(['Flexible Work', 'High Demand', 'Salary Impact', 'Tech Skills']);
  });
});

describe('market trends seed and stats', () => {
  it('is a valid report for the API', () => {
    expect(marketTrendsReportSchema.parse(marketTrendsSeed)).toEqual(marketTrendsSeed);
    expect(marketTrendsSeed.quarter).toBe('Q4 2025');
    expect(marketTrendsSeed.sections.length).toBeGreaterThanOrEqual(3);
    for (const section of marketTrendsSeed.sections) expect(section.trends).toHaveLength(3);
  });

  it('holds the static stats of the spec', () => {
    expect(marketStats.updateLabel).toBe('Auto-updated quarterly');
    expect(marketStats.headline.map((stat) => stat.value)).toEqual([18, 12, 74]);
    expect(marketStats.regional).toEqual([
      { region: 'Dublin', share: 45 },
      { region: 'Cork', share: 18 },
      { region: 'Galway', share: 12 },
    ]);
    expect(marketStats.timeToHire.weeks).toBe(3.2);
    expect(marketTrendsPanel.unavailableHeading).toBe('Market Trends Unavailable');
  });
});

describe('qualifications', () => {
  it('has the ACA facts of the spec', () => {
    expect(acaFacts.levels).toEqual(['CAP1', 'CAP2', 'FAE']);
    expect(acaFacts.faeElectives).toBe(2);
    expect(acaFacts.typicalTrainingContractYears).toBe(3);
    expect(acaFacts.experienceYears).toEqual({ min: 3, max: 5 });
    expect(acaFacts.fees.map(formatFee)).toEqual(['€235-€545', '€190-€290 a year', '€780-€1,200', '€950-€1,350', '€2,100-€2,650']);
    expect(acaFacts.examSittings).toEqual([
      { level: 'CAP1', main: 'August', repeat: 'December' },
      { level: 'CAP2', main: 'August', repeat: 'December' },
      { level: 'FAE', main: 'September', repeat: 'April' },
    ]);
    expect(acaPage.certificationPath.steps).toHaveLength(5);
  });

  it('has the ACCA facts of the spec', () => {
    expect(accaFacts.examCount).toBe(13);
    expect(accaFacts.experienceMonths).toBe(36);
    expect(accaFacts.examSessions).toEqual(['March', 'June', 'September', 'December']);
    expect(accaFacts.optionsToChoose).toBe(2);
    expect(accaFacts.fees.map(formatFee)).toEqual([
      '€89',
      '€120-€280 a year',
      '€90-€130 per exam',
      '€140-€180 per exam',
      '€205-€345 per exam',
      '€75-€95',
    ]);
    expect(accaPage.certificationPath.steps).toHaveLength(6);
  });

  it('has the CIMA facts and 2025 windows of the spec', () => {
    expect([cimaFacts.objectiveTests, cimaFacts.caseStudies, cimaFacts.cbaSubjects, cimaFacts.experienceYears]).toEqual([9, 3, 4, 3]);
    expect(cimaFacts.fees.map(formatFee)).toEqual(['€80', '€125 a year', '€110 per exam', '€270 per exam']);
    const windows = cimaFacts.windows2025;
    expect(windows.objectiveTests.map((window) => window.display)).toEqual([
      'Jan 12 - Mar 15',
      'Apr 3 - Jun 20',
      'Jul 5 - Sep 15',
      'Oct 2 - Dec 15',
    ]);
    expect(windows.caseStudies.map((window) => window.display)).toEqual(['Feb 18-20', 'May 20-22', 'Aug 19-21', 'Nov 18-20']);
    expect(windows.caseStudyRegistrationDeadlines).toEqual(['2025-01-07', '2025-04-08', '2025-07-09', '2025-10-08']);
    expect(windows.registrationLeadWeeks).toEqual({ min: 6, max: 8 });
    expect(cimaPage.keyDates.accordions[2].items).toContain('Jan 7');
  });

  it('has the CIMA journey of the spec, alternating sides', () => {
    expect(cimaJourney.map((milestone) => milestone.status)).toEqual(['completed', 'completed', 'current', 'future', 'future']);
    expect(cimaJourney.map((milestone) => milestone.position)).toEqual(['left', 'right', 'left', 'right', 'left']);
    for (const milestone of cimaJourney) expect(() => timelineMilestoneSchema.parse(milestone)).not.toThrow();
  });

  it('has the CTA facts of the spec', () => {
    expect(ctaFacts.stages).toEqual([
      { name: 'Foundation', durationMonths: 6 },
      { name: 'Intermediate', durationMonths: 12 },
      { name: 'Advanced', durationMonths: 12 },
    ]);
    expect(ctaFacts.keyDates2025).toEqual([
      { sitting: 'Spring', registration: 'January - February', exams: 'May', results: 'July' },
      { sitting: 'Autumn', registration: 'July - August', exams: 'November', results: 'January 2026' },
    ]);
    expect(ctaFacts.membership).toEqual({ degreeLevel: 8, minTaxExperienceYears: 2 });
  });

  it('has the comparison guide layout', () => {
    for (const section of acaAccaComparisonPage.sections) {
      expect(section.accordions.map((accordion) => accordion.title)).toEqual([
        'Exam Structure',
        'Key Exam Dates',
        'Study Resources',
        'Exam Study Tips',
      ]);
    }
    expect(acaAccaComparisonPage.cta).toMatchObject({
      title: 'Need Career Guidance in Ireland?',
      button: { label: 'Contact Our Team', href: '/contact' },
    });
  });

  it('recognises qualifications in free text', () => {
    expect(findQualification('How many exams does ACCA have?')).toBe('acca');
    expect(findQualification('When is the FAE?')).toBe('aca');
    expect(findQualification('CIMA case study dates')).toBe('cima');
    expect(findQualification('Chartered Tax Adviser stages')).toBe('cta');
    expect(findQualification('Where is the office?')).toBeNull();
  });
});

describe('jobs', () => {
  it('has the two featured jobs of the spec', () => {
    expect(featuredJobs.map((job) => [job.id, job.title, job.location, job.salary, job.jobType, job.company])).toEqual([
      ['1', 'Trainee Accountant', 'Ireland', '€28K - €35K', 'Full Time', 'Our Client'],
      ['3', 'Qualified Accountant', 'Ireland', '€45K - €60K', 'Hybrid', 'Our Client'],
    ]);
    for (const job of featuredJobs) expect(() => featuredJobSchema.parse(job)).not.toThrow();
  });

  it('finds jobs by id', () => {
    expect(findJob('3')?.title).toBe('Qualified Accountant');
    expect(findJob('2')).toBeUndefined();
  });
});

describe('legal pages', () => {
  it('has 12 privacy sections, 15 terms sections and a dated cookies policy', () => {
    expect(privacyPolicy.sections).toHaveLength(12);
    expect(termsOfService.sections).toHaveLength(15);
    expect(lastUpdatedLabel(privacyPolicy)).toBe('Last updated: April 11, 2025');
    expect(lastUpdatedLabel(cookiesPolicy)).toBe('Last updated: April 11, 2025');
    for (const document of [privacyPolicy, cookiesPolicy, termsOfService]) {
      expect(() => legalDocumentSchema.parse(document)).not.toThrow();
    }
  });

  it('states retention, transfers, the regulator and the agency contact', () => {
    const privacyText = JSON.stringify(privacyPolicy);
    expect(privacyText).toContain('typically 2 years after your last interaction');
    expect(privacyText).toContain('United States');
    expect(privacyText).toContain('https://www.dataprotection.ie');
    expect(privacyText).toContain(agency.email);
    expect(JSON.stringify(cookiesPolicy)).toContain('https://www.dataprotection.ie');
    expect(termsOfService.sections[3]?.paragraphs[0]).toContain('free to candidates');
    expect(JSON.stringify(termsOfService.sections[6])).toContain('joint controllers');
    expect(JSON.stringify(termsOfService.sections[12])).toContain('Ireland');
  });
});

describe('routes and navigation', () => {
  it('titles pages as the spec says', () => {
    expect(routeFor('/').title).toBe('Ledgerline Recruitment | Finance Recruitment Dublin');
    expect(routeFor('/market-trends').title).toBe('2025 Market Trends');
    expect(routeFor('/salary-guide').title).toBe('2025 Accounting & Finance Salary Guide | Ledgerline Recruitment');
    expect(jobApplicationTitle('Trainee Accountant')).toBe('Apply for Trainee Accountant | Ledgerline Recruitment');
  });

  it('has a valid, unique meta description for every route', () => {
    for (const route of routes) expect(() => routeDefinitionSchema.parse(route), route.path).not.toThrow();
    expect(new Set(routes.map((route) => route.description)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('hides the header exactly where the spec says', () => {
    expect([...headerHiddenPaths].sort()).toEqual(
      ['/salary-guide', '/interview-preparation', '/aca-acca-info', '/cima-info', '/aca-info', '/acca-info', '/ai-assistant'].sort(),
    );
  });

  it('carries the assistant with the right context', () => {
    expect(routeFor('/salary-guide').assistant?.context).toBe('salary-guide');
    expect(routeFor('/interview-preparation').assistant?.context).toBe('interview-tips');
    expect(routeFor('/cta-info').assistant?.context).toBe('interview-tips');
    expect(routeFor('/market-trends').assistant?.context).toBe('market-trends');
    expect(routeFor('/ai-assistant').assistant).toEqual({ context: 'interview-tips', placement: 'page' });
    expect(routeFor('/').assistant).toBeNull();
  });

  it('has the menus and footer links of the spec', () => {
    expect(employersMenu.items.map((item) => item.label)).toEqual([
      'Our Approach to Recruitment',
      'Partner With Us',
      'Our Fees',
      'Salary Guide',
      'Market Trends',
    ]);
    expect(candidatesMenu.items.map((item) => item.label)[0]).toBe('Why Choose Us?');
    expect(footerLinks.map((link) => link.path)).toEqual([
      '/candidates',
      '/interview-preparation',
      '/aca-info',
      '/acca-info',
      '/cima-info',
      '/cta-info',
      '/salary-guide',
      '/employers',
      '/recruitment-solutions',
      '/our-fees',
      '/market-trends',
      '/ai-assistant',
      '/terms-of-service',
      '/employment-agency-license',
      '/cookies-policy',
      '/privacy-policy',
      '/',
    ]);
  });
});

describe('chat and messages', () => {
  it('has the disclaimer buttons, a greeting per context and four popular questions', () => {
    expect([disclaimer.cancelLabel, disclaimer.acceptLabel, disclaimer.goBackLabel]).toEqual([
      'Cancel',
      'I Understand & Continue',
      'Go Back',
    ]);
    expect(disclaimer.paragraphs.join(' ')).toMatch(/GPT-4\.1.*United States/s);
    for (const context of chatContexts) expect(chatGreetings[context]).toContain('Aine');
    expect(popularQuestions.map((question) => question.category)).toEqual(['Salary', 'Interview', 'Market', 'Qualification']);
  });

  it('has the error catalogue texts of the spec', () => {
    expect(chatErrorMessages.functionError).toBe("I'm having trouble connecting right now. Please try again in a moment.");
    expect(chatErrorMessages.noReply).toBe("I'm sorry, I'm having trouble responding right now. Please try again.");
    expect(toasts.contactSent).toMatchObject({ title: 'Message Sent', description: "Thank you for contacting us. We'll be in touch shortly." });
    expect(toasts.applicationFailed.variant).toBe('destructive');
  });

  it('checks CV files by type and size', () => {
    expect(MAX_CV_BYTES).toBe(10 * 1024 * 1024);
    expect(checkCvFile({ name: 'cv.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkCvFile({ name: 'CV.DOCX', type: '', size: 1000 })).toBeNull();
    expect(checkCvFile({ name: 'cv.png', type: 'image/png', size: 1000 })).toBe('invalid-type');
    expect(checkCvFile({ name: 'cv.pdf', type: 'application/pdf', size: MAX_CV_BYTES })).toBeNull();
    expect(checkCvFile({ name: 'cv.pdf', type: 'application/pdf', size: MAX_CV_BYTES + 1 })).toBe('too-large');
  });
});

describe('other content', () => {
  it('splits team bios into paragraphs and passes the schemas', () => {
    expect(teamMembers.map((member) => member.role)).toEqual(['Managing Director', 'Director - Client Services']);
    for (const member of teamMembers) {
      expect(() => teamMemberSchema.parse(member)).not.toThrow();
      expect(bioParagraphs(member.bio).length).toBeGreaterThan(1);
    }
    expect(bioParagraphs('One.\n\n  \nTwo.\r\n\r\nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(testimonials).toHaveLength(4);
    for (const testimonial of testimonials) expect(() => testimonialSchema.parse(testimonial)).not.toThrow();
  });

  it('retrieves interview tips by question and by section', () => {
    expect(findInterviewTips('How do I use the STAR method?')[0]?.id).toBe('use-the-enhanced-star-method');
    expect(findInterviewTips('What salary expectations should I give?')[0]?.topic).toBe('salary');
    expect(findInterviewTips('zzz')).toEqual([]);
    for (const section of interviewPreparationPage.sections) expect(tipsForSection(section.id).length).toBeGreaterThan(0);
  });

  it('formats and times consistently', () => {
    expect(formatEuro(1234.5)).toBe('€1,234.50');
    expect(formatLongDate('2025-04-11')).toBe('April 11, 2025');
    expect(formatIrishLongDate('2025-10-01')).toBe('1 October 2025');
    expect(formatDateSpan('2025-02-18', '2025-02-20')).toBe('Feb 18-20');
    expect([HEADER_SCROLL_THRESHOLD_PX, SCROLL_TOP_THRESHOLD_PX, QUERY_GC_TIME_MS]).toEqual([10, 300, 300_000]);
    expect([0, 1, 2, 5, 10].map(queryRetryDelayMs)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
