/**
 * Bundled in place of `@aws-sdk/credential-provider-node` in every deployed function (see
 * `lambdaBundleAliases` in lambdas/system/functions.ts). The Lambda runtime always hands a function its
 * execution role's credentials as AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_SESSION_TOKEN, so in
 * Lambda the default chain always stops at its first link, the environment; the other links (SSO, INI
 * files, credential_process, web identity, container and instance metadata) are about 135 KB of bundle
 * that can never answer there. Code that runs unbundled (the local stack, tests, the CLIs) keeps the
 * SDK's full chain.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

type CredentialProvider = ReturnType<typeof fromEnv>;
type AwsCredentialIdentity = Awaited<ReturnType<CredentialProvider>>;

export const defaultProvider = (init: Parameters<typeof fromEnv>[0] = {}): CredentialProvider => fromEnv(init);

/** Same rules as the SDK's chain: only temporary credentials expire, and are refreshed 5 minutes early. */
export const credentialsWillNeedRefresh = (credentials?: AwsCredentialIdentity): boolean => credentials?.expiration !== undefined;
export const credentialsTreatedAsExpired = (credentials?: AwsCredentialIdentity): boolean =>
  credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300_000;
