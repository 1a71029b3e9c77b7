import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger for every function (Powertools: JSON lines with the Lambda context). */
export const logger = new Logger({ serviceName: 'recruitment-site' });
