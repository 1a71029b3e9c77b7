import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { localCredentials } from '#local/local-credentials';
import { resourceEnvironment } from '#local/provision';
import { readLocalStackEndpoints } from '#local/stack-endpoints';

/**
 * Where an operations command (`npm run dlq:redrive`, `npm run erase`, `npm run trends:publish`)
 * acts: the deployed stack named by the environment (resource variables + your AWS credentials), or
 * the local stack started with `npm start`, found through the endpoints file it writes into its data
 * directory. Also the plumbing the commands share (output, exit code).
 */
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
