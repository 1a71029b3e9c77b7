// First, so a deployed bundle formats every stack trace through its source map (see the module).
import '#adapters/bundle-source-maps';
import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger for every function (Powertools: JSON lines with the Lambda context). */
export const logger = new Logger({ serviceName: 'recruitment-site' });
