/**
 * How every adapter calls an outside service: a failure becomes the API's 503
 * `dependency_unavailable` naming the service (the cause is logged, never shown), and a DynamoDB
 * conditional write that lost its condition is an answer (false), not a failure.
 */

import { dependencyFailed } from '#core/errors';

export async function callDependency<T>(dependency: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw dependencyFailed(dependency, error);
  }
}

/** The SDK's ConditionalCheckFailedException, by name (the document client rethrows the same error). */
const isConditionFailure = (error: unknown) => (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** Runs a conditional write; resolves false when its condition did not hold. */
export async function conditionalWrite(dependency: string, call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw dependencyFailed(dependency, error);
  }
}
