// Configuration every function gets, whatever it is granted (grants.ts adds the resource names).
import { LEAD_FANOUT_ENV } from '../../functions/resources';
import type { DeployConfig } from './deploy-config';

export function commonEnvironment(config: DeployConfig, siteUrl: string): Record<string, string> {
  return {
    PUBLIC_BASE_URL: siteUrl,
    MAIL_FROM: config.mailFrom,
    OPERATOR_EMAIL: config.operatorEmail,
    ...config.externalUrls,
    ...(config.payment.merchant ? { MODULBANK_MERCHANT: config.payment.merchant } : {}),
    PAYMENT_TESTING: config.payment.testing ? '1' : '0',
    [LEAD_FANOUT_ENV]: config.leadFanout,
  };
}
