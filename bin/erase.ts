/**
 * `npm run erase -- someone@example.com`: the right to erasure. Deletes every submission stored for
 * the address (found through the byEmail index), their CV files and their idempotency records. Chat
 * threads hold no email address, so there is nothing of them to find; emails already delivered to
 * the recruiters' mailbox must be deleted there.
 */

import * as z from 'zod';
import { eraseByEmail } from '#core/submissions/erase';
import { normaliseEmail } from '#core/submissions/submit';
import { awsClients } from '#adapters/aws-clients';
import { s3CvStore } from '#adapters/cv-store';
import { dynamoSubmissionStore } from '#adapters/submission-store';
import { loadConfig } from '#lambdas/config';
import { cvBucket, tables } from '#system/resources';
import { consoleIo, enterTarget, parseCommandLine, runAsScript, type CommandIo } from '#local/cli-target';

const usage = `Usage: npm run erase -- [options] EMAIL

Deletes every submission, CV file (the kept copy and the upload it came from, every version and
delete marker of each) and idempotency record held for EMAIL.

Where:
  (default)          the table and bucket named by ${tables.submissions.envVar} and ${cvBucket.envVar}
                     (the deployed stack's outputs), with your AWS credentials; when they are not
                     set, the local stack if one is running
  --local            the local stack started with \`npm start\`
  --data-dir DIR     the local stack's data directory (default: LOCAL_DATA_DIR or .data)

Options:
  --dry-run          list what would be deleted, delete nothing
  -h, --help         show this help
`;

export async function runErase(argv: string[], io: CommandIo = consoleIo, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const commandLine = parseCommandLine(argv, io, usage, { positionals: true });
  if (typeof commandLine === 'number') return commandLine;
  const { flags, positionals } = commandLine;
  if (positionals.length !== 1 || !z.email().safeParse(positionals[0]!.trim()).success) {
    io.err(`Give exactly one email address.\n\n${usage}`);
    return 2;
  }
  const email = normaliseEmail(positionals[0]!);
  const target = enterTarget(flags, env, [tables.submissions.envVar, cvBucket.envVar], io);
  if (typeof target === 'number') return target;

  try {
    const config = loadConfig('submissions');
    const { documents, s3 } = awsClients();
    const store = dynamoSubmissionStore(documents, config[tables.submissions.envVar]);
    const cvs = s3CvStore(s3, config[cvBucket.envVar]);
    if (flags['dry-run']) {
      const found = await store.findByEmail(email);
      io.out(`${found.length} submission(s) held for ${email} in ${target.description}:`);
      for (const submission of found) io.out(`  ${submission.createdAt}  ${submission.kind}  ${submission.submissionId}${submission.cv ? `  (CV ${submission.cv.fileName})` : ''}`);
      io.out('Dry run: nothing was deleted.');
      return 0;
    }
    const report = await eraseByEmail(email, { store, cvs });
    io.out(`✓ Erased ${report.submissions} submission(s) and ${report.cvObjects} CV file(s) held for ${email} in ${target.description}.`);
    for (const submissionId of report.submissionIds) io.out(`  ${submissionId}`);
    return 0;
  } catch (error) {
    const cause = (error as { cause?: Error }).cause ?? (error as Error);
    io.err(`✗ ${(error as Error).message}: ${cause.name}: ${cause.message}`);
    io.err('  Nothing already erased comes back; run the command again to finish.');
    return 1;
  }
}

await runAsScript(import.meta.url, runErase);
