import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { toProxyEvent } from '#local/api-gateway-adapter';
import { ORIGIN_SECRET_HEADER } from '#system/origin-header';
import { functions, type FunctionDefinition } from '#system/functions';
import { budgets } from './budgets.ts';
import { bundleFunctions, lambdaBundling, lambdaNodeOptions, type FunctionBundle } from './function-bundles.ts';
import { budgetCheck, formatBytes, formatMs, mark, type BudgetCheck, type SectionResult, type Table } from './report.ts';
import { sampleRequests } from './sample-requests.ts';
import { median, round } from './stats.ts';
import type { BenchStack } from './local-stack.ts';

/**
 * Functions: the size of each deployable bundle, and its cold initialisation — a fresh Node process
 * that imports the bundle and handles one realistic event against the local stack's emulators.
 */
export interface ColdRun {
  /** Node's own start-up before the first line of the runner (Lambda's runtime start, not ours). */
  bootMs: number;
  importMs: number;
  firstEventMs: number;
  /** import + first event: what the budget holds. */
  initMs: number;
  outcome: string;
}

export interface FunctionFigures extends FunctionBundle {
  event: string;
  coldRuns: ColdRun[];
  cold?: { bootMs: number; importMs: number; firstEventMs: number; initMs: number };
  /** (Node boot + init) over the same for the minimal handler in this run. */
  coldRatio?: number;
}

/** A first event that threw, or answered 5xx, is a broken function however fast it was. */
export function failedOutcome(outcome: string): boolean {
  return outcome.startsWith('threw') || /^HTTP 5\d\d$/.test(outcome);
}

/**
 * The yardstick for cold starts: a handler that does nothing, bundled with the same options and started
 * the same way in the same run. Dividing by it cancels most of a busy or slow machine.
 */
const minimalHandlerSource = "export const handler = async () => ({ statusCode: 200, headers: {}, body: '' });\n";

async function bundleMinimalHandler(workDir: string): Promise<FunctionBundle> {
  const entry = join(workDir, 'minimal-handler.mjs');
  const outfile = join(workDir, 'bundles', 'minimal', 'index.mjs');
  writeFileSync(entry, minimalHandlerSource);
  await build({ ...lambdaBundling, mainFields: [...lambdaBundling.mainFields], external: [...lambdaBundling.external], entryPoints: [entry], bundle: true, outfile, logLevel: 'silent' });
  return { name: 'minimal handler', entry, outfile, bytes: statSync(outfile).size, gzipBytes: gzipSync(readFileSync(outfile)).length, largestPackages: [] };
}

/** The runner a fresh process executes: plain JavaScript, so no loader sits between Node and the bundle. */
const coldRunner = `
const bootMs = performance.now();
// The Lambda Node.js runtime provides this global; streaming handlers wrap themselves with it at import.
globalThis.awslambda ??= {};
globalThis.awslambda.streamifyResponse ??= (handler) => handler;
globalThis.awslambda.HttpResponseStream ??= { from: (stream, metadata) => (stream.write(JSON.stringify(metadata)), stream.write(new Uint8Array(8)), stream) };
const { readFileSync } = await import('node:fs');
const { pathToFileURL } = await import('node:url');
const [bundle, eventFile] = process.argv.slice(2);
const { event, context } = JSON.parse(readFileSync(eventFile, 'utf8'));
const started = performance.now();
const module = await import(pathToFileURL(bundle).href);
const imported = performance.now();
let outcome;
try {
  const deadline = Date.now() + 30000;
  const result = await module.handler(event, { ...context, getRemainingTimeInMillis: () => deadline - Date.now() });
  outcome = result && typeof result.statusCode === 'number' ? 'HTTP ' + result.statusCode
    : result && Array.isArray(result.batchItemFailures) ? result.batchItemFailures.length + ' batch item failure(s)'
    : 'ok';
} catch (error) {
  outcome = 'threw: ' + String(error && error.message || error).slice(0, 200);
}
const handled = performance.now();
process.stdout.write(JSON.stringify({ bootMs, importMs: imported - started, firstEventMs: handled - imported, outcome }));
// Open keep-alive sockets of the SDK would keep the process alive; Lambda freezes it instead.
process.exit(0);
`;

function lambdaContext(name: string, definition: FunctionDefinition) {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `bench-${name}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-1:000000000000:function:bench-${name}`,
    memoryLimitInMB: String(definition.memoryMb),
    awsRequestId: crypto.randomUUID(),
    logGroupName: `/aws/lambda/bench-${name}`,
    logStreamName: 'bench',
  };
}

/** The API Gateway REST proxy event the local stack would give this request, as CloudFront forwards it. */
function httpEvent(method: string, path: string, body: unknown, originSecret: string) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const headers = { host: '127.0.0.1', 'content-type': 'application/json', accept: 'application/json', 'user-agent': 'bench' };
  const request = {
    method,
    headers,
    rawHeaders: Object.entries(headers).flat(),
    httpVersion: '1.1',
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
  return toProxyEvent(request, new URL(path, 'http://127.0.0.1'), path, Buffer.from(text), {
    [ORIGIN_SECRET_HEADER]: originSecret,
    'cloudfront-viewer-address': '127.0.0.1:443',
  });
}

export interface ColdEventFactory {
  describe: string;
  make(): Promise<unknown>;
}

/** A realistic first event per function; `workerEvent` comes from the caller (it needs a queued submission). */
function eventFactoryFor(name: string, definition: FunctionDefinition, stack: BenchStack, workerEvent?: ColdEventFactory): ColdEventFactory | undefined {
  if (definition.route) {
    const sample = sampleRequests[definition.route.path];
    if (!sample) return undefined;
    return {
      describe: `${sample.method} ${sample.path}`,
      make: async () => {
        const prepared = sample.prepare ? await sample.prepare(stack.url) : undefined;
        return httpEvent(sample.method, sample.path, sample.body?.(prepared), stack.env.ORIGIN_SECRET!);
      },
    };
  }
  if (definition.scheduleMinutes) {
    return { describe: 'EventBridge scheduled event (one sweep)', make: async () => ({ source: 'aws.events', 'detail-type': 'Scheduled Event', detail: {} }) };
  }
  return name === 'submissionWorker' ? workerEvent : undefined;
}

async function coldRun(runnerFile: string, bundle: string, eventFile: string, env: Record<string, string>): Promise<ColdRun> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [runnerFile, bundle, eventFile], {
      env: { PATH: process.env.PATH ?? '', ...env, NODE_OPTIONS: lambdaNodeOptions },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      try {
        const run = JSON.parse(stdout) as Omit<ColdRun, 'initMs'>;
        resolveRun({ ...run, initMs: run.importMs + run.firstEventMs });
      } catch {
        const output = (stderr || stdout).trim().split('\n');
        const reason = output.find((line) => /^\w*Error\b/.test(line)) ?? output.at(-1) ?? '';
        reject(new Error(`cold run exited ${code}: ${reason.slice(0, 300)}`));
      }
    });
  });
}

export async function measureFunctions(options: {
  workDir: string;
  stack?: BenchStack;
  coldRuns: number;
  workerEvent?: ColdEventFactory;
  bundles?: FunctionBundle[];
  log: (line: string) => void;
}): Promise<SectionResult<{ bundleOptionsNote: string; functions: FunctionFigures[] }>> {
  const { workDir, stack, coldRuns, log } = options;
  mkdirSync(workDir, { recursive: true });
  const bundles = options.bundles ?? (await bundleFunctions(join(workDir, 'bundles')));
  const runnerFile = join(workDir, 'cold-runner.mjs');
  writeFileSync(runnerFile, coldRunner);
  const errors: string[] = [];
  const checks: BudgetCheck[] = [];
  const figures: FunctionFigures[] = [];

  let baselineMs: number | undefined;
  if (stack && coldRuns > 0) {
    const minimal = await bundleMinimalHandler(workDir);
    const eventFile = join(workDir, 'minimal-event.json');
    writeFileSync(eventFile, JSON.stringify({ event: {}, context: lambdaContext('minimal', functions.health) }));
    const runs: ColdRun[] = [];
    for (let run = 0; run < coldRuns; run += 1) runs.push(await coldRun(runnerFile, minimal.outfile, eventFile, stack.env));
    baselineMs = median(runs.map((run) => run.bootMs + run.initMs));
    log(`functions: minimal handler cold start (boot + init) ${round(baselineMs, 1)} ms, median of ${coldRuns}`);
  }

  for (const bundle of bundles) {
    const definition = (functions as Record<string, FunctionDefinition>)[bundle.name]!;
    const entry: FunctionFigures = { ...bundle, event: '', coldRuns: [] };
    figures.push(entry);
    if (bundle.error) errors.push(`${bundle.name}: bundling failed: ${bundle.error}`);
    checks.push(budgetCheck('functions', bundle.name, 'bundle size', bundle.bytes, '<=', budgets.functions.bundleBytes, 'B'));
    if (!stack || coldRuns === 0 || bundle.error) continue;

    const factory = eventFactoryFor(bundle.name, definition, stack, options.workerEvent);
    entry.event = factory?.describe ?? 'none (import only)';
    log(`functions: cold start of ${bundle.name} ×${coldRuns} (${entry.event})`);
    for (let run = 0; run < coldRuns; run += 1) {
      const eventFile = join(workDir, `${bundle.name}-event-${run}.json`);
      try {
        const event = factory ? await factory.make() : {};
        writeFileSync(eventFile, JSON.stringify({ event, context: lambdaContext(bundle.name, definition) }));
        entry.coldRuns.push(await coldRun(runnerFile, bundle.outfile, eventFile, stack.env));
      } catch (error) {
        errors.push(`${bundle.name}: cold run ${run + 1} failed: ${(error as Error).message}`);
      }
    }
    if (entry.coldRuns.length) {
      const pick = (key: keyof Omit<ColdRun, 'outcome'>) => round(median(entry.coldRuns.map((run) => run[key])), 1);
      entry.cold = { bootMs: pick('bootMs'), importMs: pick('importMs'), firstEventMs: pick('firstEventMs'), initMs: pick('initMs') };
      if (baselineMs) entry.coldRatio = round(median(entry.coldRuns.map((run) => run.bootMs + run.initMs)) / baselineMs, 2);
    }
    const failures = entry.coldRuns.filter((run) => failedOutcome(run.outcome));
    for (const failure of failures) errors.push(`${bundle.name}: first event failed (${failure.outcome})`);
    checks.push(budgetCheck('functions', bundle.name, 'cold starts whose first event threw or answered 5xx', entry.coldRuns.length ? failures.length : null, '<=', 0));
    checks.push(budgetCheck('functions', bundle.name, 'cold init (import + first event, median)', entry.cold?.initMs, '<=', budgets.functions.coldInitMs, 'ms'));
    checks.push(budgetCheck('functions', bundle.name, 'cold start / minimal handler cold start (boot + init, median)', entry.coldRatio, '<=', budgets.functions.coldStartOverMinimalRatio));
  }

  const checkOf = (name: string, metric: string) => checks.find((check) => check.subject === name && check.metric.startsWith(metric));
  const packages = (entry: FunctionFigures) => entry.largestPackages.slice(0, 3).map((item) => `${item.name} ${formatBytes(item.bytes)}`).join(', ') || '–';
  const measuredCold = figures.some((entry) => entry.cold);
  const table: Table = measuredCold
    ? {
        title: `Functions — esbuild bundles (as infra/lambda-functions.ts: ESM, minified, AWS SDK included) and cold initialisation in a fresh Node ${process.version} process (NODE_OPTIONS as deployed: ${lambdaNodeOptions || 'none'}), median of ${coldRuns}`,
        columns: ['function', `bundle (≤ ${formatBytes(budgets.functions.bundleBytes)})`, 'gzip', 'node boot', 'import', 'first event', `init (≤ ${budgets.functions.coldInitMs} ms)`, `÷ minimal (≤ ${budgets.functions.coldStartOverMinimalRatio}×)`, 'first event outcome'],
        rows: figures.map((entry) => [
          entry.name,
          `${formatBytes(entry.bytes)}${mark(checkOf(entry.name, 'bundle')?.ok)}`,
          formatBytes(entry.gzipBytes),
          formatMs(entry.cold?.bootMs),
          formatMs(entry.cold?.importMs),
          formatMs(entry.cold?.firstEventMs),
          entry.cold ? `${formatMs(entry.cold.initMs)}${mark(checkOf(entry.name, 'cold init')?.ok)}` : '–',
          entry.coldRatio !== undefined ? `${entry.coldRatio}×${mark(checkOf(entry.name, 'cold start /')?.ok)}` : '–',
          entry.coldRuns.length ? [...new Set(entry.coldRuns.map((run) => run.outcome))].join('; ') : entry.error ? 'not bundled' : '–',
        ]),
        notes: [
          'init = import of the bundle + handling of its first event (the budget); node boot is Node\'s own start-up before that, outside our code.',
          `÷ minimal = (node boot + init) of the function over the same for a do-nothing handler bundled and started alike in this run (${baselineMs ? formatMs(round(baselineMs, 1)) : '–'}); a first event that threw or answered 5xx fails its function.`,
          ...figures.map((entry) => `${entry.name}: ${packages(entry)}${entry.event ? `; first event = ${entry.event}` : ''}`),
        ],
      }
    : {
        title: 'Functions — esbuild bundles (as infra/lambda-functions.ts: ESM, minified, AWS SDK included; the .map file not counted)',
        columns: ['function', `bundle (≤ ${formatBytes(budgets.functions.bundleBytes)})`, 'gzip', 'largest packages'],
        rows: figures.map((entry) => [entry.name, `${formatBytes(entry.bytes)}${mark(checkOf(entry.name, 'bundle')?.ok)}`, formatBytes(entry.gzipBytes), packages(entry)]),
      };
  return {
    section: 'functions',
    tables: [table],
    checks,
    data: { bundleOptionsNote: 'tests/bench/function-bundles.ts lambdaBundling', functions: figures },
    errors,
  };
}
