// Structured JSON logs (Powertools): one logger per process; the middy chain adds the request id.
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'dentlead' });
