import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { resetConfigCache } from '#lambdas/config';
import { resetAwsClients } from '#adapters/aws-clients';
import { originVerifier } from '#adapters/origin-secret';
import { httpHandler } from '#http/http-handler';

/**
 * Origin authentication as deployed: the secret lives in Secrets Manager, CloudFront sends its
 * current value, and the HTTP chain accepts the current and the previous version (rotation).
 */
const secretsManager = mockClient(SecretsManagerClient);
const secretArn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:ledgerline/origin-AbCdEf';
const current = 'c'.repeat(48);
const previous = 'p'.repeat(48);
const context = { functionName: 'test', awsRequestId: 'r1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;
const get = (headers: Record<string, string>) =>
  ({ httpMethod: 'GET', path: '/api/health', headers, body: null, requestContext: { identity: { sourceIp: '130.176.0.1' } } }) as unknown as APIGatewayProxyEvent;
const ok = httpHandler({}, async ({ clientId }) => ({ status: 200, body: { clientId } }));

function versions(stages: Record<string, string | undefined>) {
  secretsManager.reset();
  for (const [stage, value] of Object.entries(stages)) {
    const command = secretsManager.on(GetSecretValueCommand, { SecretId: secretArn, VersionStage: stage });
    if (value === undefined) command.rejects(new ResourceNotFoundException({ message: `no ${stage}`, $metadata: {} }));
    else command.resolves({ SecretString: value });
  }
}

const savedSecret = process.env.ORIGIN_SECRET;
beforeEach(() => {
  delete process.env.ORIGIN_SECRET;
  process.env.ORIGIN_SECRET_ARN = secretArn;
  process.env.AWS_REGION = 'eu-west-1';
  resetConfigCache();
  resetAwsClients();
});
afterEach(() => secretsManager.reset());
afterAll(() => {
  process.env.ORIGIN_SECRET = savedSecret;
  delete process.env.ORIGIN_SECRET_ARN;
  resetConfigCache();
});

describe('origin check against the Secrets Manager secret', () => {
  it('accepts the current and the previous version, and refuses anything else with 403', async () => {
    versions({ AWSCURRENT: current, AWSPREVIOUS: previous });
    const viaCurrent = await ok(get({ 'x-origin-verify': current, 'cloudfront-viewer-address': '198.51.100.7:443' }), context);
    expect(viaCurrent.statusCode).toBe(200);
    expect(JSON.parse(viaCurrent.body)).toEqual({ clientId: '198.51.100.7' });
    expect((await ok(get({ 'X-Origin-Verify': previous }), context)).statusCode).toBe(200);
    const direct = await ok(get({ 'cloudfront-viewer-address': '198.51.100.7:443' }), context);
    expect(direct.statusCode).toBe(403);
    expect(JSON.parse(direct.body).error.code).toBe('forbidden');
    expect((await ok(get({ 'x-origin-verify': 'guess' }), context)).statusCode).toBe(403);
    // Read once per cold start (two versions), not once per request.
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('works before the first rotation, when there is no previous version', async () => {
    versions({ AWSCURRENT: current, AWSPREVIOUS: undefined });
    expect((await ok(get({ 'x-origin-verify': current }), context)).statusCode).toBe(200);
    expect((await ok(get({ 'x-origin-verify': previous }), context)).statusCode).toBe(403);
  });

  it('answers 503 when the secret cannot be read, never letting the request through', async () => {
    secretsManager.on(GetSecretValueCommand).rejects(new Error('connect ECONNREFUSED'));
    const result = await ok(get({ 'x-origin-verify': current }), context);
    expect(result.statusCode).toBe(503);
    expect(result.body).not.toContain('ECONNREFUSED');
  });
});

describe('originVerifier cache', () => {
  it('re-reads the secret after its cache time, so a rotated value is accepted without a deploy', async () => {
    let now = 0;
    versions({ AWSCURRENT: current, AWSPREVIOUS: undefined });
    const verifier = originVerifier({ ORIGIN_SECRET_ARN: secretArn, ORIGIN_SECRET_CACHE_SECONDS: 300 }, () => new SecretsManagerClient({ region: 'eu-west-1' }), () => now);
    expect(await verifier.verify(current)).toBe(true);
    const rotated = 'r'.repeat(48);
    versions({ AWSCURRENT: rotated, AWSPREVIOUS: current });
    // Within 30 s of a read a mismatch does not trigger another read (no amplification by bad requests).
    now = 10_000;
    expect(await verifier.verify(rotated)).toBe(false);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(0);
    // After 30 s a mismatch re-reads once; the old value stays valid as AWSPREVIOUS.
    now = 40_000;
    expect(await verifier.verify(rotated)).toBe(true);
    expect(await verifier.verify(current)).toBe(true);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });
});
