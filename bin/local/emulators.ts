import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { join } from 'node:path';
import S3rver from 's3rver';
import dynalite from 'dynalite';
import { buildApp as buildFauxqs } from 'fauxqs';
import sesLocal from 'aws-ses-v2-local';

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

/** S3 (s3rver): objects on disk under the data directory, so CVs survive a restart. */
export async function startS3(dataDir: string, port = 0): Promise<Emulator> {
  const directory = join(dataDir, 's3');
  mkdirSync(directory, { recursive: true });
  const s3 = new S3rver({ address: loopback, port, directory, silent: true });
  await s3.run();
  const server = (s3 as unknown as { httpServer: Server }).httpServer;
  return { name: 'S3', endpoint: endpointOf(server), stop: () => s3.close() };
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
