// The cabinet's part of every integration kind, one place per kind (kinds/kind-ui.ts says what a place holds; a kind
// without one, or with another kind's, does not compile: kinds.type-test.ts). Its order is the catalogue's: what a
// clinic connects first (lead mail and messages, its CRM and sheet), then its MIS, then the rest.
import { amoCrmUi } from './amo-crm';
import { dentalProUi } from './dental-pro';
import { emailUi } from './email';
import { externalLinkUi } from './external-link';
import { googleUi } from './google';
import { identUi } from './ident';
import type { KindUis } from './kind-ui';
import { macDentUi } from './mac-dent';
import { metricUi } from './metric';
import { smsUi } from './sms';
import { telegramUi } from './telegram';
import { webSiteUi } from './web-site';

export const kindUis = {
  email: emailUi,
  telegram: telegramUi,
  sms: smsUi,
  amoCrm: amoCrmUi,
  google: googleUi,
  ident: identUi,
  dentalPro: dentalProUi,
  macDent: macDentUi,
  metric: metricUi,
  webSite: webSiteUi,
  externalLink: externalLinkUi,
} as const satisfies KindUis;
