/**
 * Local mode only: simulates the process dying at a step boundary, for the crash-recovery tests
 * (tests/integration/submission-recovery.test.ts). `FAULT_INJECT_CRASH=<port>.<method>:<before|after>`
 * (e.g. `store.putSubmission:after`) makes the first matching call of one invocation "crash": it
 * throws, and so does every later call of that invocation to any port, so not even its clean-up
 * reaches a service — the state left behind is what a killed process leaves. The switch is
 * one-shot: it clears itself, so the retry after the crash runs normally. With a third part, `:kill`
 * (e.g. `store.putSubmission:after:kill`), the whole process is killed there with SIGKILL instead: no
 * handler, finally block or exit hook runs (tests/integration/submission-kill.test.ts). Ignored outside
 * local mode.
 */

import * as z from 'zod';

const crashPoint = z.object({
  port: z.enum(['store', 'cvs', 'queue', 'mailer']),
  method: z.string().min(1),
  when: z.enum(['before', 'after']),
  kill: z.boolean(),
});
export type CrashPoint = z.infer<typeof crashPoint>;

export class SimulatedCrash extends Error {
  constructor(readonly point: string) {
    super(`simulated crash at ${point}`);
    this.name = 'SimulatedCrash';
  }
}

const ENV = 'FAULT_INJECT_CRASH';

/** Port methods that are plain synchronous functions, not calls to a service. */
const computedOnly = new Set(['cvKey']);

function armedPoint(): CrashPoint | undefined {
  if (process.env.LOCAL_MODE !== 'true' || !process.env[ENV]) return undefined;
  const [target = '', when = '', mode] = process.env[ENV].split(':');
  const [port = '', method = ''] = target.split('.');
  const parsed = crashPoint.safeParse({ port, method, when, kill: mode === 'kill' });
  if (!parsed.success || (mode !== undefined && mode !== 'kill')) {
    throw new Error(`${ENV} must look like store.putSubmission:after or store.putSubmission:after:kill (got ${process.env[ENV]})`);
  }
  return parsed.data;
}

/** Wraps one invocation's ports; without an armed crash point they are returned as they are. */
export function withCrashInjection<T extends Partial<Record<CrashPoint['port'], object>>>(ports: T): T {
  if (!armedPoint()) return ports;
  let crashed: string | undefined;
  const wrap = <P extends object>(portName: CrashPoint['port'], port: P): P =>
    new Proxy(port, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        // A key derivation (CvStore.cvKey) computes and calls no service: no step boundary to die at.
        if (typeof value !== 'function' || computedOnly.has(String(property))) return value;
        return async (...args: unknown[]) => {
          if (crashed) throw new SimulatedCrash(crashed);
          const point = armedPoint();
          const matches = point?.port === portName && point.method === String(property);
          const trip = () => {
            if (point!.kill) process.kill(process.pid, 'SIGKILL');
            crashed = `${portName}.${String(property)}:${point!.when}`;
            delete process.env[ENV];
            throw new SimulatedCrash(crashed);
          };
          if (matches && point.when === 'before') trip();
          const result = await (value as (...callArgs: unknown[]) => Promise<unknown>).apply(target, args);
          if (matches && point.when === 'after') trip();
          return result;
        };
      },
    });
  const wrapped = { ...ports };
  for (const name of Object.keys(ports) as CrashPoint['port'][]) {
    const port = ports[name];
    if (port) (wrapped as Record<string, object>)[name] = wrap(name, port);
  }
  return wrapped;
}
