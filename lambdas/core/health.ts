/** A dependency check: resolves when the dependency answers, rejects otherwise. */
export type Probe = () => Promise<unknown>;

export interface HealthReport {
  status: 'ok' | 'degraded';
  checks: Record<string, 'ok' | 'unreachable'>;
  failing: string[];
}

/** Runs every probe at once with a deadline each, so one hung dependency cannot hang the check. */
export async function checkHealth(probes: Record<string, Probe>, timeoutMs = 2_000): Promise<HealthReport> {
  const names = Object.keys(probes);
  const results = await Promise.allSettled(
    names.map((name) =>
      Promise.race([
        probes[name]!(),
        new Promise((_, reject) => setTimeout(() => reject(new Error(`${name} timed out`)), timeoutMs).unref()),
      ]),
    ),
  );
  const checks: HealthReport['checks'] = {};
  const failing: string[] = [];
  results.forEach((result, index) => {
    const name = names[index]!;
    checks[name] = result.status === 'fulfilled' ? 'ok' : 'unreachable';
    if (result.status === 'rejected') failing.push(name);
  });
  return { status: failing.length === 0 ? 'ok' : 'degraded', checks, failing };
}

/**
 * What the public sees outside local mode: kinds of dependency, not internal resource names.
 * Several probes of one kind (the three tables) make one entry, unreachable if any of them is.
 */
export function generaliseReport(report: HealthReport, kindOf: (name: string) => string): HealthReport {
  const checks: HealthReport['checks'] = {};
  for (const [name, state] of Object.entries(report.checks)) {
    const kind = kindOf(name);
    checks[kind] = checks[kind] === 'unreachable' ? 'unreachable' : state;
  }
  const failing = Object.keys(checks).filter((kind) => checks[kind] === 'unreachable');
  return { status: report.status, checks, failing };
}

/**
 * One probe per `ttlMs` per warm instance, however many requests ask: requests in between (and
 * those arriving while a probe runs) share its result, so an anonymous caller cannot turn each
 * request into several control-plane calls.
 */
export function cachedCheck<T>(run: () => Promise<T>, ttlMs: number, now: () => number = Date.now): () => Promise<T> {
  let last: { at: number; result: Promise<T> } | undefined;
  return () => {
    if (!last || now() - last.at >= ttlMs) {
      const result = run();
      const entry = { at: now(), result };
      // A probe that throws (it should not: checkHealth settles every probe) is not kept.
      result.catch(() => {
        if (last === entry) last = undefined;
      });
      last = entry;
    }
    return last.result;
  };
}
