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
