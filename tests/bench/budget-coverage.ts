import { budgets } from './budgets.ts';
import { describeCheck, type BudgetCheck, type SectionName } from './report.ts';

/**
 * Which budgets a run checked. A reduced run (`--quick`, `--only`, `--routes`, `--lighthouse-runs`,
 * `--skip-visitor`, fewer cold runs or submissions) names every budget it left unchecked, or checked on
 * less than the budget asks for, so its verdict can never read as "all budgets met".
 */
export interface RunPlan {
  quick: boolean;
  /** Sections that ran. */
  sections: readonly SectionName[];
  /** Site routes measured, and every prerendered route. */
  routes: readonly string[];
  allRoutes: readonly string[];
  lighthouseRuns: number;
  visitor: boolean;
  coldRuns: number;
  submissions: number;
}

export interface UncheckedBudget {
  section: SectionName;
  budget: string;
  reason: string;
}

const site = budgets.site;
const kb = (bytes: number) => `${bytes / 1000} KB`;
const scores = (limits: Record<string, number>) => Object.values(limits).join('/');
const siteBudgets = {
  assets: [
    `initial JS (gzip, home ≤ ${kb(site.initialJsGzipBytes.home)}, /ai-assistant ≤ ${kb(site.initialJsGzipBytes.aiAssistant)}, every other route ≤ ${kb(site.initialJsGzipBytes.everyOtherRoute)})`,
    `initial CSS (gzip, ≤ ${kb(site.cssGzipBytes)})`,
    `content in prerendered HTML (≥ ${site.contentInPrerenderedHtmlPercent}%)`,
  ],
  lighthouse: [
    `Lighthouse mobile performance, accessibility, best practices, SEO (≥ ${scores(site.lighthouse.mobile)})`,
    `Lighthouse desktop accessibility, best practices, SEO (≥ ${scores(site.lighthouse.desktop)})`,
    `LCP with scripts / without, mobile (≤ ${site.lcpWithScriptsRatio}×)`,
  ],
  visitor: [
    `lost taps (${site.visitor.lostTaps})`,
    `longest main-thread task after FCP (≤ ${site.visitor.longestTaskAfterFcpMs} ms)`,
    `tap-to-paint on the menu (≤ ${site.visitor.menuTapToPaintMs} ms)`,
  ],
};
// Aine's scores are measured in every run (no section to skip), so they are never unchecked.
const sectionBudgets: Record<Exclude<SectionName, 'site' | 'aine'>, string[]> = {
  api: [`p50 / raw p50 of every endpoint (≤ ${budgets.api.handlerOverheadRatioP50}×)`],
  pipeline: [
    `${budgets.pipeline.submissions} submissions all emailed within ${budgets.pipeline.allEmailedWithinMs / 1000} s`,
    'pipeline duplicates (0)',
    'pipeline losses (0)',
  ],
  functions: [
    `bundle size (≤ ${kb(budgets.functions.bundleBytes)})`,
    'cold starts whose first event failed (0)',
    `cold init, median of ${budgets.functions.coldRuns} (≤ ${budgets.functions.coldInitMs} ms)`,
    `cold start / minimal handler, median of ${budgets.functions.coldRuns} (≤ ${budgets.functions.coldStartOverMinimalRatio}×)`,
  ],
};
const coldBudgets = sectionBudgets.functions.slice(1);

function listRoutes(routes: readonly string[]): string {
  return routes.length > 6 ? `${routes.slice(0, 6).join(', ')} and ${routes.length - 6} more` : routes.join(', ');
}

export function uncheckedBudgets(plan: RunPlan): UncheckedBudget[] {
  const unchecked: UncheckedBudget[] = [];
  const skip = (section: SectionName, names: readonly string[], reason: string) => {
    for (const budget of names) unchecked.push({ section, budget, reason });
  };
  const notRun = plan.quick ? 'not run (--quick)' : 'section not run (--only)';

  if (!plan.sections.includes('site')) {
    skip('site', [...siteBudgets.assets, ...siteBudgets.lighthouse, ...siteBudgets.visitor], notRun);
  } else {
    const missing = plan.allRoutes.filter((route) => !plan.routes.includes(route));
    if (missing.length) {
      const reason = `not measured on ${missing.length} of ${plan.allRoutes.length} routes (--routes): ${listRoutes(missing)}`;
      skip('site', siteBudgets.assets, reason);
      if (plan.lighthouseRuns > 0) skip('site', siteBudgets.lighthouse, reason);
      if (plan.visitor) skip('site', siteBudgets.visitor, reason);
    }
    if (plan.lighthouseRuns === 0) skip('site', siteBudgets.lighthouse, 'Lighthouse not run (--lighthouse-runs 0)');
    else if (plan.lighthouseRuns < site.lighthouse.runs) {
      skip('site', siteBudgets.lighthouse, `median of ${plan.lighthouseRuns} run(s) (--lighthouse-runs), the budget is the median of ${site.lighthouse.runs}`);
    }
    if (!plan.visitor) skip('site', siteBudgets.visitor, 'visitor probes not run (--skip-visitor)');
  }

  if (!plan.sections.includes('api')) skip('api', sectionBudgets.api, notRun);

  if (!plan.sections.includes('pipeline')) skip('pipeline', sectionBudgets.pipeline, notRun);
  else if (plan.submissions < budgets.pipeline.submissions) {
    skip('pipeline', sectionBudgets.pipeline, `${plan.submissions} submissions (--submissions), the budget is for ${budgets.pipeline.submissions}`);
  }

  // --quick bundles the functions: their size budget is checked, their cold starts are not.
  if (!plan.sections.includes('functions') && !plan.quick) skip('functions', sectionBudgets.functions, notRun);
  else if (plan.quick || plan.coldRuns === 0) skip('functions', coldBudgets, plan.quick ? 'no cold starts (--quick)' : 'no cold starts (--cold-runs 0)');
  else if (plan.coldRuns < budgets.functions.coldRuns) {
    skip('functions', coldBudgets, `median of ${plan.coldRuns} cold start(s) (--cold-runs), the budget is the median of ${budgets.functions.coldRuns}`);
  }
  return unchecked;
}

export const describeUnchecked = (item: UncheckedBudget) => `${item.section} › ${item.budget}: ${item.reason}`;

/**
 * The closing lines of a run and whether it passed. "All budgets met" is said only by a full run that
 * checked every budget, missed none and measured everything it set out to.
 */
export function verdict(checks: readonly BudgetCheck[], unchecked: readonly UncheckedBudget[], problems: readonly string[]): { lines: string[]; passed: boolean } {
  const missed = checks.filter((check) => !check.ok);
  const lines: string[] = [];
  if (missed.length) {
    lines.push(`✗ ${missed.length} of ${checks.length} checked budgets missed:`, ...missed.map((check) => `  ✗ ${describeCheck(check)}`));
  } else if (unchecked.length === 0 && problems.length === 0) {
    lines.push(`✓ all ${checks.length} budgets met`);
  } else {
    lines.push(`${problems.length ? '✗' : '✓'} none of the ${checks.length} checked budgets missed${problems.length ? `, but ${problems.length} measurement(s) failed (above)` : ''}`);
  }
  if (unchecked.length) {
    lines.push(`! reduced run: ${unchecked.length} budget(s) not checked, or checked on less than they ask for:`, ...unchecked.map((item) => `  – ${describeUnchecked(item)}`));
  }
  return { lines, passed: missed.length === 0 && problems.length === 0 };
}
