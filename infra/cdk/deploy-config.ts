// Deployment settings that differ between installations, read from CDK context (`-c name=value` or the
// `context` block of cdk.json). Everything has a default, so `npx cdk synth` works on a fresh clone.
import type { Construct } from 'constructs';

export interface CustomDomain {
  /** e.g. app.dentlead.ru; point a CNAME (or alias) at the distribution's domain name output. */
  domainName: string;
  /** An ACM certificate for domainName in us-east-1 (CloudFront only reads certificates there). */
  certificateArn: string;
}

export interface DeployConfig {
  customDomain?: CustomDomain;
  /** Where landing leads are mailed (OPERATOR_EMAIL). */
  operatorEmail: string;
  /** The SES-verified sender (MAIL_FROM); functions may send only as this address. */
  mailFrom: string;
  /** Subscribed by e-mail to the alarms topic (dead-letter queues not empty), if given. */
  alarmEmail?: string;
  /** A WAF web ACL (created in us-east-1) for the distribution, if given. */
  webAclArn?: string;
  /** Base URLs of external services, passed to every function as environment variables. */
  externalUrls: Record<string, string>;
}

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
  GOOGLE_OAUTH_URL: 'https://oauth2.googleapis.com',
  GOOGLE_SHEETS_URL: 'https://sheets.googleapis.com',
  MIS_IDENT_URL: undefined,
  MACDENT_API_URL: undefined,
  DENTALPRO_API_URL: undefined,
  PAYMENT_URL: undefined,
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
  const externalUrls: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(EXTERNAL_URLS)) {
    const value = context(name) ?? fallback;
    if (value) externalUrls[name] = value;
  }
  return {
    ...(domainName && certificateArn ? { customDomain: { domainName, certificateArn } } : {}),
    operatorEmail: context('operatorEmail') ?? DEFAULT_OPERATOR_EMAIL,
    mailFrom: context('mailFrom') ?? DEFAULT_MAIL_FROM,
    ...(context('alarmEmail') ? { alarmEmail: context('alarmEmail') } : {}),
    ...(context('webAclArn') ? { webAclArn: context('webAclArn') } : {}),
    externalUrls,
  };
}
