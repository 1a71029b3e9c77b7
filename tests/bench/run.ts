import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { resetAwsClients } from '#adapters/aws-clients';
import { resetConfigCache } from '#lambdas/config';
import { budgets } from './budgets.ts';
import { describeUnchecked, uncheckedBudgets, verdict } from './budget-coverage.ts';
import { measureApi } from './api-section.ts';
import { bundleFunctions } from './function-bundles.ts';
import { measureFunctions } from './functions-section.ts';
import { startBenchStack, type BenchStack } from './local-stack.ts';
import { describeMachine } from './machine.ts';
import { measurePipeline, workerColdEvent } from './pipeline-section.ts';
import { renderMarkdown, renderText, type SectionName, type SectionResult } from './report.ts';
import { measureSite, siteRoutes } from './site-section.ts';
import { inlineIcons } from './site-copies.ts';
import { raisedSubmissionLimits } from '../support/limits.ts';
import { aineScores } from './aine-scores.ts';
import { chromiumPath } from '../support/chromium.ts';

/**
 * `npm run bench`: builds the production site, starts the local stack, measures the site, the API,
 * the submission pipeline and the functions, prints the figures beside their budgets
 * (tests/bench/budgets.ts), writes them to tests/bench/results/, and exits 1 when a budget is missed.
 * `npm run bench -- --quick` checks only the function bundle budgets (seconds, no stack, no browser).
 * A reduced run names every budget it did not check (budget-coverage.ts).
 */
const usage = `Usage: npm run bench -- [options]
  --quick                 only bundle the functions and check their size budgets
  --only <list>           sections to run: site,api,pipeline,functions (default: all)
  --skip-build            measure the existing frontend/dist instead of running npm run build
  --routes <list>         site routes to measure, e.g. /,/salary-guide (default: every prerendered route)
  --lighthouse-runs <n>   Lighthouse runs per page, preset and variant; the median is kept (default ${budgets.site.lighthouse.runs}, 0 = skip)
  --skip-visitor          skip what a visitor feels (taps, main thread, tap to paint on the mobile profile)
  --visitor-taps <n>      at most this many taps per in-view control, 250 ms apart from FCP (default 24)
  --concurrency <n>       concurrent connections of the API load (default 10)
  --duration <s>          seconds of load per API endpoint and per raw round trip (default 10)
  --submissions <n>       submissions through the pipeline (default ${budgets.pipeline.submissions})
  --cold-runs <n>         fresh processes per function for the cold start median (default ${budgets.functions.coldRuns})
A run that leaves a budget unchecked (or checks it on fewer runs than it asks for) names it at the end.`;

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    routes: { type: 'string' },
    'lighthouse-runs': { type: 'string', default: String(budgets.site.lighthouse.runs) },
    'skip-visitor': { type: 'boolean', default: false },
    'visitor-taps': { type: 'string', default: '24' },
    concurrency: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    submissions: { type: 'string', default: String(budgets.pipeline.submissions) },
    'cold-runs': { type: 'string', default: String(budgets.functions.coldRuns) },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(usage);
  process.exit(0);
}

function positiveInteger(name: string, value: string, allowZero = false): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < (allowZero ? 0 : 1)) {
    console.error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got "${value}"\n\n${usage}`);
    process.exit(2);
  }
  return number;
}

const allSections: SectionName[] = ['site', 'pipeline', 'functions', 'api'];
const only = args.only?.split(',').map((name) => name.trim()) ?? allSections;
for (const name of only) {
  if (!allSections.includes(name as SectionName)) {
    console.error(`--only: unknown section "${name}" (use ${allSections.join(', ')})\n\n${usage}`);
    process.exit(2);
  }
}
const wanted = (section: SectionName) => !args.quick && only.includes(section);
const settings = {
  lighthouseRuns: positiveInteger('lighthouse-runs', args['lighthouse-runs'], true),
  visitor: !args['skip-visitor'],
  visitorTaps: positiveInteger('visitor-taps', args['visitor-taps']),
  concurrency: positiveInteger('concurrency', args.concurrency),
  durationMs: positiveInteger('duration', args.duration) * 1000,
  submissions: positiveInteger('submissions', args.submissions),
  coldRuns: positiveInteger('cold-runs', args['cold-runs'], true),
  routes: args.routes?.split(',').map((route) => route.trim()).filter(Boolean),
};

const repositoryRoot = resolve(import.meta.dirname, '..', '..');
const resultsDir = resolve(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace(/-\d{3}Z$/, 'Z');
const workDir = mkdtempSync(join(tmpdir(), 'bench-'));
const siteSnapshot = join(workDir, 'site');
const chromePath = chromiumPath;
const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

const machine = describeMachine(chromePath);
log(`bench on ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB, Node ${machine.node}, ${machine.chromium}, load ${machine.loadAverage}`);

const results: SectionResult[] = [];
const crashes: string[] = [];
async function section<T>(name: string, measure: () => Promise<SectionResult<T>>): Promise<SectionResult<T> | undefined> {
  try {
    const result = await measure();
    results.push(result);
    return result;
  } catch (error) {
    crashes.push(`${name}: ${(error as Error).stack ?? error}`);
    log(`${name}: failed — ${(error as Error).message}`);
    return undefined;
  }
}

let stack: BenchStack | undefined;
const stackLog = join(resultsDir, `${stamp}-stack.log`);
try {
  if (args.quick) {
    log('quick: bundling the functions');
    const bundles = await bundleFunctions(join(workDir, 'bundles'));
    await section('functions', () => measureFunctions({ workDir, coldRuns: 0, bundles, log }));
  } else {
    // Bundle first, while the machine is quiet; the cold starts run later against the stack.
    const bundles = wanted('functions') ? await bundleFunctions(join(workDir, 'bundles')) : [];

    if (wanted('site') && !args['skip-build']) {
      log('site: npm run build');
      const build = spawnSync('npm', ['run', 'build'], { cwd: repositoryRoot, stdio: ['ignore', 'inherit', 'inherit'] });
      if (build.status !== 0) throw new Error('npm run build failed');
    }

    // Measure a snapshot of the build: other work on this machine may rebuild frontend/dist meanwhile.
    const builtSite = join(repositoryRoot, 'frontend', 'dist');
    if (existsSync(builtSite)) {
      cpSync(builtSite, siteSnapshot, { recursive: true });
      // The tab icon inline, so Lighthouse's LCP does not depend on a race with its fetch (site-copies.ts).
      inlineIcons(siteSnapshot);
    }
    else if (wanted('site')) throw new Error('frontend/dist does not exist: run without --skip-build');

    if (wanted('site') || wanted('api') || wanted('pipeline') || wanted('functions')) {
      log('starting the local stack (child process, fresh data directory)');
      stack = await startBenchStack({ logFile: stackLog, env: benchStackEnv(), distDir: existsSync(siteSnapshot) ? siteSnapshot : undefined });
      // The raw emulator round trips use the product's own SDK client factory, pointed at this stack.
      Object.assign(process.env, stack.env);
      resetConfigCache();
      resetAwsClients();
      log(`local stack at ${stack.url}`);
    }

    if (wanted('site')) await section('site', () => measureSite({ stack: stack!, distDir: siteSnapshot, workDir, chromePath, routes: settings.routes, lighthouseRuns: settings.lighthouseRuns, visitor: settings.visitor, maxTaps: settings.visitorTaps, log }));
    if (wanted('pipeline')) await section('pipeline', () => measurePipeline(stack!, { submissions: settings.submissions, concurrency: settings.concurrency }, log));
    if (wanted('functions')) {
      await section('functions', () =>
        measureFunctions({ workDir, stack, coldRuns: settings.coldRuns, bundles, workerEvent: workerColdEvent(stack!), log }),
      );
    }
    if (wanted('api')) await section('api', () => measureApi(stack!, { concurrency: settings.concurrency, durationMs: settings.durationMs }, log));
  }
} catch (error) {
  crashes.push(String((error as Error).stack ?? error));
} finally {
  if (stack) {
    const errorLines = stack.stderrLines();
    await stack.stop();
    if (errorLines > 0) log(`the local stack wrote ${errorLines} line(s) to stderr: ${relative(repositoryRoot, stackLog)}`);
  }
  rmSync(workDir, { recursive: true, force: true });
}

/** The stack's handlers get the bench's client all from one address: lift per-client limits that would throttle it. */
function benchStackEnv(): Record<string, string> {
  // The chat's per-client limit (lambdas/config.ts, default 20 a minute) would turn the load test into a 429 test.
  // The same for the submission and upload limits: the pipeline section sends 1,000 enquiries from one address.
  return { POWERTOOLS_LOG_LEVEL: 'WARN', CHAT_RATE_LIMIT: '1000000000', ...raisedSubmissionLimits };
}

// --- Report ---------------------------------------------------------------------------------------
const order: SectionName[] = ['site', 'api', 'pipeline', 'functions', 'aine'];
results.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
const aine = await aineScores();
const checks = [...results.flatMap((result) => result.checks), ...aine.checks];
const missed = checks.filter((check) => !check.ok);
const problems = [...results.flatMap((result) => result.errors.map((error) => `${result.section}: ${error}`)), ...crashes];
const allRoutes = siteRoutes();
const unchecked = uncheckedBudgets({
  quick: args.quick,
  sections: allSections.filter(wanted),
  routes: settings.routes ?? allRoutes,
  allRoutes,
  lighthouseRuns: settings.lighthouseRuns,
  visitor: settings.visitor,
  coldRuns: settings.coldRuns,
  submissions: settings.submissions,
});
const outcome = verdict(checks, unchecked, problems);

const loadAtEnd = Math.round(loadavg()[0]! * 100) / 100;
const machineLine = `${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB RAM, ${machine.platform}, Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}, commit ${machine.commit}; 1-min load average ${machine.loadAverage} at start, ${loadAtEnd} at end`;
const text = [
  '',
  `Benchmark ${machine.date}${args.quick ? ' (quick: function bundles only)' : ''}`,
  `Machine: ${machineLine}`,
  '',
  ...results.flatMap((result) => result.tables.map((table) => `${renderText(table)}\n`)),
  `${aine.line}\n`,
  problems.length ? `Problems while measuring:\n${problems.map((problem) => `  ! ${problem}`).join('\n')}\n` : '',
  ...outcome.lines,
].join('\n');
console.log(text);

const markdown = [
  `Measured ${machine.date.slice(0, 10)} on ${machineLine}.`,
  '',
  ...results.flatMap((result) => result.tables.map((table) => `${renderMarkdown(table)}\n`)),
  `${aine.line}\n`,
  ...(problems.length ? ['**Problems while measuring:**', '', ...problems.map((problem) => `- ${problem}`), ''] : []),
  `**${outcome.lines[0]!.replace(/:$/, '')}**`,
  '',
  ...outcome.lines.slice(1).map((line) => (line.startsWith('  ') ? `- ${line.trim().replace(/^[✗–] /, '')}` : `\n**${line}**\n`)),
  '',
].join('\n');

const durationSeconds = Math.round((performance.now() - started) / 1000);
const json = {
  machine: { ...machine, loadAverageAtEnd: loadAtEnd },
  aine: { lowestHeldOut: aine.lowestHeldOut, lowestOffTopic: aine.lowestOffTopic, tuning: aine.tuning },
  settings: { ...settings, quick: args.quick, sections: args.quick ? ['functions (bundles)'] : only },
  budgets,
  results,
  missed,
  unchecked: unchecked.map(describeUnchecked),
  problems,
  durationSeconds,
};
const jsonFile = join(resultsDir, `${stamp}.json`);
writeFileSync(jsonFile, `${JSON.stringify(json, null, 2)}\n`);
writeFileSync(join(resultsDir, `${stamp}.md`), markdown);
copyFileSync(jsonFile, join(resultsDir, args.quick ? 'latest-quick.json' : 'latest.json'));
if (!args.quick) copyFileSync(join(resultsDir, `${stamp}.md`), join(resultsDir, 'latest.md'));
log(`results: ${relative(repositoryRoot, jsonFile)} (and .md), ${durationSeconds} s`);

// A measurement that could not be taken is a failure too: no figure is not a met budget.
process.exit(outcome.passed ? 0 : 1);
