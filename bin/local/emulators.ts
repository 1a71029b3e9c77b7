import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join } from 'node:path';
import dynalite from 'dynalite';
import { buildApp as buildFauxqs } from 'fauxqs';
import sesLocal from 'aws-ses-v2-local';
import { localCredentials } from '#local/local-credentials';
import { startS3Emulator } from '#local/s3-emulator/server';

/** A running emulator: the endpoint the AWS SDK talks to, and how to stop it. */
export interface Emulator {
  readonly name: 'S3' | 'SQS' | 'DynamoDB' | 'SES';
  readonly endpoint: string;
  stop(): Promise<void>;
}

const loopback = '127.0.0.1';
const endpointOf = (server: Server) => `http://${loopback}:${(server.address() as AddressInfo).port}`;
const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });

/**
 * S3 (our own emulator, bin/local/s3-emulator): objects and their versions on disk under the data
 * directory, so CVs survive a restart; presigned POST policies enforced as S3 does.
 */
export async function startS3(dataDir: string, port = 0): Promise<Emulator> {
  const s3 = await startS3Emulator({
    directory: join(dataDir, 's3-emulator'),
    port,
    credentials: { [localCredentials.accessKeyId]: localCredentials.secretAccessKey },
  });
  return { name: 'S3', endpoint: s3.endpoint, stop: () => s3.stop() };
}

/** DynamoDB (dynalite): LevelDB on disk, tables ACTIVE at once. */
export async function startDynamoDb(dataDir: string, port = 0): Promise<Emulator> {
  const path = join(dataDir, 'dynamodb');
  mkdirSync(path, { recursive: true });
  const server: Server = dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, loopback, () => resolve());
  });
  return {
    name: 'DynamoDB',
    endpoint: endpointOf(server),
    // dynalite closes its LevelDB with the server, releasing the lock for the next start.
    stop: () => closeServer(server),
  };
}

/** SQS (fauxqs 1.x, in memory): built with buildApp so it binds loopback only. */
export async function startSqs(port = 0): Promise<Emulator> {
  const app = buildFauxqs({ logger: false, host: loopback, defaultRegion: 'eu-west-1' });
  await app.listen({ port, host: loopback });
  return { name: 'SQS', endpoint: endpointOf(app.server), stop: () => app.close() };
}

const localSesAccount = {
  DedicatedIpAutoWarmupEnabled: false,
  Details: {
    AdditionalContactEmailAddresses: [],
    ContactLanguage: 'EN',
    MailType: 'TRANSACTIONAL',
    ReviewDetails: { CaseId: 'local', Status: 'GRANTED' },
    UseCaseDescription: 'Local development mailbox',
    WebsiteURL: 'http://localhost:3000',
  },
  EnforcementStatus: 'HEALTHY',
  ProductionAccessEnabled: true,
  SendingEnabled: true,
  SendQuota: { Max24HourSend: 50_000, MaxSendRate: 14, SentLast24Hours: 0 },
  SuppressionAttributes: { SuppressedReasons: [] },
};

/** SES v2 (aws-ses-v2-local, in memory): its root page is the local mailbox. */
export async function startSes(port = 0): Promise<Emulator> {
  // The emulator answers GetAccount (the health check's probe) from this variable.
  process.env.AWS_SES_ACCOUNT ??= JSON.stringify(localSesAccount);
  const start = (sesLocal as unknown as { default?: typeof sesLocal }).default ?? sesLocal;
  const server = await start({ host: loopback, port });
  return { name: 'SES', endpoint: endpointOf(server), stop: () => closeServer(server) };
}
