// Deployment settings that differ between installations, read from CDK context (`-c name=value` or the
// `context` block of cdk.json). Everything has a default, so `npx cdk synth` works on a fresh clone.
import type { Construct } from 'constructs';
import { leadFanoutOf, type LeadFanout } from '../../functions/resources';

export interface CustomDomain {
  /** e.g. app.dentlead.ru; point a CNAME (or alias) at the distribution's domain name output. */
  domainName: string;
  /** An ACM certificate for domainName in us-east-1 (CloudFront only reads certificates there). */
  certificateArn: string;
}

/** The HTTP API's own domain: CloudFront's origin, so that the execute-api endpoint can be turned off. */
export interface ApiDomain {
  /** e.g. api-origin.dentlead.ru; point a CNAME at the ApiDomainTarget output. */
  domainName: string;
  /** An ACM certificate for domainName in the stacks' region (API Gateway reads it there). */
  certificateArn: string;
}

export interface DeployConfig {
  customDomain?: CustomDomain;
  apiDomain?: ApiDomain;
  /** Where landing leads are mailed (OPERATOR_EMAIL). */
  operatorEmail: string;
  /** The SES-verified sender (MAIL_FROM); functions may send only as this address. */
  mailFrom: string;
  /** Subscribed by e-mail to the alarms topic (every alarm of the product), if given. */
  alarmEmail?: string;
  /** An existing WAF web ACL (us-east-1) for the distribution instead of the edge stack's. */
  webAclArn?: string;
  /** Base URLs of external services, passed to every function as environment variables. */
  externalUrls: Record<string, string>;
  /**
   * Modulbank: the merchant id (-c modulbankMerchant=…) and whether payments are test ones: testing=1 unless
   * -c paymentTesting=0 (production, with the real key in the secret dentlead/modulbank-secret-key).
   */
  payment: { merchant?: string; testing: boolean };
  /** The account's Lambda concurrent executions quota in the region (-c lambdaConcurrency=…, default 1000). */
  lambdaConcurrency: number;
  /**
   * How a stored lead reaches its channel queues (-c leadFanout=sqs on a cloud without SNS: no lead topic, and the
   * functions that announce leads may send to the channel queues instead; default sns). functions/resources.ts LEAD_FANOUT.
   */
  leadFanout: LeadFanout;
}

/** Lambda's default concurrent executions quota per account and region (infra/cdk/concurrency.ts). */
export const DEFAULT_ACCOUNT_CONCURRENCY = 1000;

/** Same default as web/vite.config.ts, so the policy page and the functions name one address. */
const DEFAULT_OPERATOR_EMAIL = 'support@dentlead.ru';
/** Same default as functions/config.ts. */
const DEFAULT_MAIL_FROM = 'noreply@dentlead.ru';

/**
 * External services by environment variable, with the public defaults of .env.example; each can be
 * overridden with `-c NAME=url`. Those without a default are set only when given.
 */
export const EXTERNAL_URLS: Record<string, string | undefined> = {
  TELEGRAM_API_URL: 'https://api.telegram.org',
  AMO_BASE_URL: 'https://www.amocrm.ru',
  // A clinic's own account ({referer} as amo sent it back) and the integration's public client id (-c AMO_CLIENT_ID=…).
  AMO_ACCOUNT_URL: 'https://{referer}',
  AMO_CLIENT_ID: undefined,
  GOOGLE_OAUTH_URL: 'https://oauth2.googleapis.com',
  GOOGLE_SHEETS_URL: 'https://sheets.googleapis.com',
  GOOGLE_ACCOUNTS_URL: 'https://accounts.google.com',
  // Not a URL, but set the same way (-c GOOGLE_CLIENT_ID=…): the OAuth client's public id; its secret is in dentlead/google-client-secret.
  GOOGLE_CLIENT_ID: undefined,
  MIS_IDENT_URL: undefined,
  MACDENT_API_URL: undefined,
  DENTALPRO_API_URL: undefined,
  PAYMENT_URL: 'https://pay.modulbank.ru',
};

export function readDeployConfig(scope: Construct): DeployConfig {
  const context = (name: string): string | undefined => {
    const value: unknown = scope.node.tryGetContext(name);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const domainName = context('domainName');
  const certificateArn = context('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('A custom domain needs both -c domainName=… and -c certificateArn=… (an ACM certificate in us-east-1)');
  }
  const apiDomainName = context('apiDomainName');
  const apiCertificateArn = context('apiCertificateArn');
  if (Boolean(apiDomainName) !== Boolean(apiCertificateArn)) {
    throw new Error(
      'The API origin domain needs both -c apiDomainName=… and -c apiCertificateArn=… (an ACM certificate in the stacks’ region)',
    );
  }
  if (domainName && !apiDomainName) {
    throw new Error(
      'An installation with a custom domain also needs -c apiDomainName=… and -c apiCertificateArn=…: CloudFront reaches the API there and the execute-api endpoint is turned off',
    );
  }
  const externalUrls: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(EXTERNAL_URLS)) {
    const value = context(name) ?? fallback;
    if (value) externalUrls[name] = value;
  }
  return {
    ...(domainName && certificateArn ? { customDomain: { domainName, certificateArn } } : {}),
    ...(apiDomainName && apiCertificateArn ? { apiDomain: { domainName: apiDomainName, certificateArn: apiCertificateArn } } : {}),
    operatorEmail: context('operatorEmail') ?? DEFAULT_OPERATOR_EMAIL,
    mailFrom: context('mailFrom') ?? DEFAULT_MAIL_FROM,
    ...(context('alarmEmail') ? { alarmEmail: context('alarmEmail') } : {}),
    ...(context('webAclArn') ? { webAclArn: context('webAclArn') } : {}),
    externalUrls,
    payment: {
      ...(context('modulbankMerchant') ? { merchant: context('modulbankMerchant') } : {}),
      testing: context('paymentTesting') !== '0',
    },
    lambdaConcurrency: positiveInteger('lambdaConcurrency', context('lambdaConcurrency')) ?? DEFAULT_ACCOUNT_CONCURRENCY,
    leadFanout: leadFanoutOf(context('leadFanout')),
  };
}

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[1-9][0-9]*$/.test(value)) throw new Error(`-c ${name}=… must be a whole number above 0, not "${value}"`);
  return Number(value);
}
