import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { functions, lambdaBundleAliases, type FunctionDefinition } from '#system/functions';

/**
 * Bundles every function of lambdas/system/functions.ts the way the CDK app's NodejsFunction does
 * (infra/lambda-functions.ts: local esbuild, ESM, minified, AWS SDK bundled, linked source map
 * without sources) and measures the output. Keep these options in step with the `bundling` props
 * there: the figures are only worth anything if they describe what deploys.
 */
export const lambdaBundling = {
  // The runtime is Node.js 24 (infra/lambda-functions.ts lambdaRuntime), the major the bench runs on too.
  target: 'node24',
  platform: 'node',
  format: 'esm',
  minify: true,
  sourcemap: 'linked',
  sourcesContent: false,
  // NodejsFunction's ESM recipe: prefer ESM builds of dependencies, and give CommonJS ones `require`.
  mainFields: ['module', 'main'],
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  // The AWS SDK is bundled (README › What is provisioned, and why it is safe by default): pinned versions, and a smaller cold start than the runtime's copy.
  external: [],
} as const satisfies BuildOptions;

/**
 * The deployed functions' NODE_OPTIONS (infra/lambda-functions.ts): none. `--enable-source-maps` would
 * parse each bundle's map at start-up; lambdas/adapters/bundle-source-maps.ts maps stack traces when one
 * is formatted instead.
 */
export const lambdaNodeOptions = '';

export interface FunctionBundle {
  name: string;
  entry: string;
  outfile: string;
  bytes: number;
  gzipBytes: number;
  /** The heaviest packages in the bundle (bytes of output they account for). */
  largestPackages: { name: string; bytes: number }[];
  error?: string;
}

const repositoryRoot = resolve(import.meta.dirname, '..', '..');

function packageOf(inputPath: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(inputPath.replace(/\\/g, '/'));
  return match ? match[1]! : '(project code)';
}

function largestPackages(metafile: Metafile, outfile: string): { name: string; bytes: number }[] {
  const output = Object.entries(metafile.outputs).find(([path]) => resolve(repositoryRoot, path) === outfile)?.[1];
  if (!output) return [];
  const totals = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const name = packageOf(input);
    totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
  }
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes).slice(0, 5);
}

/** Bundles each function into `<outDir>/<name>/index.mjs`; a function that fails to bundle is reported, not thrown. */
export async function bundleFunctions(outDir: string): Promise<FunctionBundle[]> {
  const results: FunctionBundle[] = [];
  for (const [name, definition] of Object.entries(functions as Record<string, FunctionDefinition>)) {
    const outfile = join(outDir, name, lambdaBundling.format === 'esm' ? 'index.mjs' : 'index.js');
    mkdirSync(join(outDir, name), { recursive: true });
    try {
      const result = await build({
        ...lambdaBundling,
        mainFields: [...lambdaBundling.mainFields],
        external: [...lambdaBundling.external],
        alias: Object.fromEntries(Object.entries(lambdaBundleAliases).map(([module, standIn]) => [module, resolve(repositoryRoot, standIn)])),
        entryPoints: [resolve(repositoryRoot, definition.entry)],
        bundle: true,
        outfile,
        absWorkingDir: repositoryRoot,
        metafile: true,
        logLevel: 'silent',
      });
      results.push({
        name,
        entry: definition.entry,
        outfile,
        bytes: statSync(outfile).size,
        gzipBytes: gzipSync(readFileSync(outfile)).length,
        largestPackages: largestPackages(result.metafile, outfile),
      });
    } catch (error) {
      results.push({ name, entry: definition.entry, outfile, bytes: Number.NaN, gzipBytes: Number.NaN, largestPackages: [], error: String((error as Error).message ?? error).split('\n').slice(0, 3).join(' ') });
    }
  }
  return results;
}
