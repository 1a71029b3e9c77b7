/**
 * Where an operations command (`npm run dlq:redrive`, `npm run erase`, `npm run trends:publish`)
 * acts: the deployed stack named by the environment (resource variables + your AWS credentials), or
 * the local stack started with `npm start`, found through the endpoints file it writes into its data
 * directory. Also the plumbing the commands share (output, exit code).
 */

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { resetConfigCache } from '#lambdas/config';
import { resetAwsClients } from '#adapters/aws-clients';
import { localCredentials } from '#local/local-credentials';
import { resourceEnvironment } from '#local/provision';
import { readLocalStackEndpoints } from '#local/stack-endpoints';

/** Where a command acts: the deployed stack named by the environment, or a local stack. */
export interface CommandTarget {
  description: string;
  /** Set on process.env before the AWS clients are made. */
  env: Record<string, string>;
  local: boolean;
}

const repositoryRoot = resolve(import.meta.dirname, '..', '..');

export function localStackTarget(dataDirFlag: string | undefined, env: NodeJS.ProcessEnv): CommandTarget | string {
  const dataDir = resolve(dataDirFlag ?? env.LOCAL_DATA_DIR ?? resolve(repositoryRoot, '.data'));
  const stack = readLocalStackEndpoints(dataDir);
  if (!stack) return `No local stack is running on ${dataDir}. Start one with \`npm start\` in another terminal (or pass --data-dir).`;
  return {
    description: `the local stack at ${stack.url}`,
    env: {
      AWS_REGION: stack.region,
      // The local stack's key pair; it also keeps the SDK from looking for real credentials.
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      AWS_ENDPOINT_URL_S3: stack.endpoints.S3,
      AWS_ENDPOINT_URL_SQS: stack.endpoints.SQS,
      AWS_ENDPOINT_URL_DYNAMODB: stack.endpoints.DynamoDB,
      AWS_ENDPOINT_URL_SESV2: stack.endpoints.SES,
      ...resourceEnvironment(stack.resources),
    },
    local: true,
  };
}

/** The deployed stack when every variable in `required` is set, else the local stack if one runs. */
export function resolveTarget(flags: { local?: boolean; 'data-dir'?: string }, env: NodeJS.ProcessEnv, required: readonly string[]): CommandTarget | string {
  const missing = required.filter((name) => !env[name]);
  if (flags.local || missing.length > 0) {
    const local = localStackTarget(flags['data-dir'], env);
    if (typeof local !== 'string' || flags.local) return local;
    return `Set ${missing.join(' and ')} (the deployed stack's outputs) with your AWS credentials, or start \`npm start\` and pass --local.`;
  }
  return { description: `the deployed resources in ${env.AWS_REGION ?? 'the default region'}`, env: {}, local: false };
}

/**
 * Resolves where the command acts and points this process's configuration and AWS clients there;
 * resolves to the exit code (2) after saying why when there is nowhere to act.
 */
export function enterTarget(
  flags: { local?: boolean; 'data-dir'?: string },
  env: NodeJS.ProcessEnv,
  required: readonly string[],
  io: CommandIo,
): CommandTarget | number {
  const target = resolveTarget(flags, env, required);
  if (typeof target === 'string') {
    io.err(`✗ ${target}`);
    return 2;
  }
  Object.assign(process.env, target.env);
  resetConfigCache();
  resetAwsClients();
  return target;
}

/** Where an operations command writes; tests pass their own to read what it said. */
export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
}

export const consoleIo: CommandIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/**
 * Runs an operations command when its module is the script node was started with (not when a test
 * imports it); the resolved number (0 done, 1 failed, 2 usage) becomes the exit code.
 */
export async function runAsScript(moduleUrl: string, run: (argv: string[]) => Promise<number>): Promise<void> {
  if (process.argv[1] && moduleUrl === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = await run(process.argv.slice(2));
}

/** The flags every operations command takes: where it acts (`--local`, `--data-dir`), `--dry-run`, help. */
const commonOptions = {
  local: { type: 'boolean' },
  'data-dir': { type: 'string' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsOptionsConfig;

type CommandFlags<T extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<{ args: string[]; options: typeof commonOptions & T }>>['values'];

/**
 * Reads a command's flags (the common ones plus `options`) with node:util's parseArgs. Resolves to
 * the parsed flags and positionals, or to the exit code when the command stops here: 0 after `--help`
 * (usage printed), 2 after an unknown or malformed flag (its message and the usage on stderr).
 */
export function parseCommandLine<const T extends ParseArgsOptionsConfig = Record<never, never>>(
  argv: string[],
  io: CommandIo,
  usage: string,
  spec: { options?: T; positionals?: boolean } = {},
): { flags: CommandFlags<T>; positionals: string[] } | number {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: spec.positionals ?? false, options: { ...commonOptions, ...spec.options } as typeof commonOptions & T });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if ((parsed.values as { help?: boolean }).help) {
    io.out(usage);
    return 0;
  }
  return { flags: parsed.values, positionals: parsed.positionals };
}
