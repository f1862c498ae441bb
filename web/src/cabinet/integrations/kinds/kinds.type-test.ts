// Checked by `npm run typecheck`, never run: the cabinet has one part per integration kind, each that kind's. Every
// expected error below is a registry tsc must refuse.
import { emailUi } from './email';
import { kindUis } from './index';
import type { KindUi, KindUis } from './kind-ui';

export const complete: KindUis = kindUis;

/** A kind added to INTEGRATION_KINDS (here 'bitrix24') compiles nowhere until the cabinet has its part. */
type WithNewKind<Registry> = Registry & { readonly bitrix24: unknown };
// @ts-expect-error the new kind's place is missing
export const withNewKind: WithNewKind<KindUis> = kindUis;

const { google: _google, ...withoutGoogle } = kindUis;
// @ts-expect-error a kind's place is missing
export const missing: KindUis = withoutGoogle;

// @ts-expect-error a place holds another kind's part
export const swapped: KindUis = { ...kindUis, telegram: emailUi };

const { Connect: _connect, ...withoutConnect } = emailUi;
// @ts-expect-error a part that does not say how an entry is added
export const noConnect: KindUi<'email'> = withoutConnect;
