/**
 * Stack traces of a deployed function point into the TypeScript sources, as with Node's
 * `--enable-source-maps`, but the source map is read when a stack trace is first formatted instead of
 * while the bundle loads. Node's flag reads and parses the map (about 1 MB beside a 500 KB bundle) on
 * every cold start, for stack traces most invocations never print: in the bench that was about half of
 * a function's import time. The mapping itself is Node's (`SourceMap` of node:module).
 *
 * It applies only where the running module has a map beside it, which is the deployed bundle
 * (`index.mjs` + `index.mjs.map`); tests, the local stack and the CLIs run the sources and are untouched.
 * Every function logs through lambdas/adapters/logger.ts, which imports this first.
 */

import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

type PrepareStackTrace = (error: Error, callSites: NodeJS.CallSite[]) => unknown;

/** Maps call sites in `bundleFile` through its map, read once, on first use. */
export function sourceMappedStackTrace(bundleFile: string, mapFile: string): PrepareStackTrace {
  const bundleUrl = new URL(`file://${bundleFile}`).href;
  let map: SourceMap | null | undefined;
  const loadMap = (): SourceMap | null => {
    try {
      return new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')));
    } catch {
      // An unreadable map leaves the minified positions, which still locate the code.
      return null;
    }
  };

  const origin = (line: number | null, column: number | null) => {
    if (line === null || column === null) return undefined;
    map ??= loadMap();
    const found = map?.findOrigin(line, column);
    return found && 'fileName' in found ? found : undefined;
  };

  const inBundle = (site: NodeJS.CallSite | undefined) => site !== undefined && (site.getFileName() === bundleFile || site.getFileName() === bundleUrl);

  const frame = (site: NodeJS.CallSite, caller: NodeJS.CallSite | undefined): string => {
    const at = inBundle(site) ? origin(site.getLineNumber(), site.getColumnNumber()) : undefined;
    if (!at) return String(site);
    // Named as Node names a mapped frame: the enclosing function's original name, else the name its caller called.
    const name =
      origin(site.getEnclosingLineNumber(), site.getEnclosingColumnNumber())?.name ??
      (caller && inBundle(caller) ? origin(caller.getLineNumber(), caller.getColumnNumber())?.name : undefined) ??
      site.getFunctionName() ??
      '<anonymous>';
    return `${site.isAsync() ? 'async ' : ''}${name} (${at.fileName}:${at.lineNumber}:${at.columnNumber})`;
  };

  return (error, callSites) =>
    [Error.prototype.toString.call(error), ...callSites.map((site, index) => `    at ${frame(site, callSites[index + 1])}`)].join('\n');
}

const runningFile = fileURLToPath(import.meta.url);
const runningMap = `${runningFile}.map`;
if (!process.sourceMapsEnabled && runningFile.endsWith('.mjs') && existsSync(runningMap)) {
  Error.prepareStackTrace = sourceMappedStackTrace(runningFile, runningMap);
}
