import { describe, expect, it } from 'vitest';
import { uncheckedBudgets, verdict, type RunPlan } from '#bench/budget-coverage';
import { budgets, initialJsBudget } from '#bench/budgets';
import { budgetCheck } from '#bench/report';

const allRoutes = ['/', '/candidates', '/salary-guide', '/market-trends', '/ai-assistant'];
const fullRun: RunPlan = {
  quick: false,
  sections: ['site', 'api', 'pipeline', 'functions'],
  routes: allRoutes,
  allRoutes,
  lighthouseRuns: budgets.site.lighthouse.runs,
  visitor: true,
  coldRuns: budgets.functions.coldRuns,
  submissions: budgets.pipeline.submissions,
};
const budgetNames = (plan: Partial<RunPlan>) => uncheckedBudgets({ ...fullRun, ...plan }).map((item) => `${item.section} › ${item.budget}`);
const met = [budgetCheck('site', '/', 'initial JS (gzip)', 80_000, '<=', 90_000, 'B')];

describe('budgets', () => {
  it('are absolute: the JS limit of a route does not depend on another route', () => {
    expect(initialJsBudget('/')).toBe(90_000);
    expect(initialJsBudget('/salary-guide')).toBe(90_000);
    expect(initialJsBudget('/market-trends')).toBe(90_000);
    expect(initialJsBudget('/ai-assistant')).toBe(110_000);
  });

  it('hold the issue 12 limits', () => {
    expect(budgets.site.visitor).toEqual({ lostTaps: 0, longestTaskAfterFcpMs: 50, menuTapToPaintMs: 100 });
    expect(budgets.site.lcpWithScriptsRatio).toBe(1.05);
    expect(budgets.site.contentInPrerenderedHtmlPercent).toBe(90);
    expect(budgets.site.lighthouse).toEqual({
      runs: 3,
      mobile: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
      desktop: { accessibility: 100, bestPractices: 100, seo: 100 },
    });
  });
});

describe('a run', () => {
  it('with every section, route and run leaves no budget unchecked', () => {
    expect(uncheckedBudgets(fullRun)).toEqual([]);
  });

  it('on some routes names every site budget, with the routes it left out', () => {
    const unchecked = uncheckedBudgets({ ...fullRun, routes: ['/', '/salary-guide'] });
    expect(unchecked.filter((item) => item.section === 'site')).toHaveLength(9);
    expect(unchecked[0]!.reason).toBe('not measured on 3 of 5 routes (--routes): /candidates, /market-trends, /ai-assistant');
    expect(unchecked.every((item) => item.section === 'site')).toBe(true);
  });

  it('without Lighthouse, or on fewer runs than the median asks for, names the Lighthouse budgets', () => {
    expect(budgetNames({ lighthouseRuns: 0 })).toEqual([
      'site › Lighthouse mobile performance, accessibility, best practices, SEO (≥ 100/100/100/100)',
      'site › Lighthouse desktop accessibility, best practices, SEO (≥ 100/100/100)',
      'site › LCP with scripts / without, mobile (≤ 1.05×)',
    ]);
    const single = uncheckedBudgets({ ...fullRun, lighthouseRuns: 1 });
    expect(single).toHaveLength(3);
    expect(single[0]!.reason).toBe('median of 1 run(s) (--lighthouse-runs), the budget is the median of 3');
  });

  it('without the visitor probes names the lost-tap, long-task and tap-to-paint budgets', () => {
    expect(budgetNames({ visitor: false })).toEqual(['site › lost taps (0)', 'site › longest main-thread task after FCP (≤ 50 ms)', 'site › tap-to-paint on the menu (≤ 100 ms)']);
  });

  it('with --quick checks only the bundle sizes and names everything else', () => {
    const names = budgetNames({ quick: true, sections: [] });
    expect(names).toHaveLength(9 + 1 + 3 + 3);
    expect(names).not.toContain('functions › bundle size (≤ 300 KB)');
    expect(names).toContain('functions › cold init, median of 5 (≤ 100 ms)');
  });

  it('with --only, fewer submissions or fewer cold runs names what it skipped or shortened', () => {
    expect(budgetNames({ sections: ['site'] })).toHaveLength(1 + 3 + 4);
    expect(uncheckedBudgets({ ...fullRun, submissions: 500 }).map((item) => item.reason)).toEqual(Array(3).fill('500 submissions (--submissions), the budget is for 1000'));
    expect(uncheckedBudgets({ ...fullRun, coldRuns: 2 })).toHaveLength(3);
    expect(uncheckedBudgets({ ...fullRun, coldRuns: 0 })[0]!.reason).toBe('no cold starts (--cold-runs 0)');
  });
});

describe('the verdict', () => {
  it('says "all budgets met" only for a full run that missed none', () => {
    expect(verdict(met, [], [])).toEqual({ lines: ['✓ all 1 budgets met'], passed: true });
  });

  it('of a reduced run never says "all budgets met" and names each unchecked budget', () => {
    const unchecked = uncheckedBudgets({ ...fullRun, lighthouseRuns: 0 });
    const { lines, passed } = verdict(met, unchecked, []);
    expect(lines.join('\n')).not.toMatch(/all .*budgets met/i);
    expect(lines[0]).toBe('✓ none of the 1 checked budgets missed');
    expect(lines).toContain('  – site › LCP with scripts / without, mobile (≤ 1.05×): Lighthouse not run (--lighthouse-runs 0)');
    expect(passed).toBe(true);
  });

  it('fails on a missed budget, on a figure that could not be measured and on a failed measurement', () => {
    const over = budgetCheck('site', '/', 'lost taps', 3, '<=', 0);
    const unmeasured = budgetCheck('site', '/', 'tap to paint', null, '<=', 100, 'ms');
    expect(verdict([...met, over, unmeasured], [], [])).toMatchObject({ passed: false, lines: ['✗ 2 of 3 checked budgets missed:', '  ✗ site › / › lost taps: 3 (budget <= 0)', '  ✗ site › / › tap to paint: not measured (budget <= 100 ms)'] });
    expect(verdict(met, [], ['site: /: visitor probes failed'])).toEqual({ lines: ['✗ none of the 1 checked budgets missed, but 1 measurement(s) failed (above)'], passed: false });
  });
});
