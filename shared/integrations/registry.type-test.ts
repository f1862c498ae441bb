// Checked by `npm run typecheck`, never run: the shared registry has one place per kind, and each place holds
// that kind's whole module. Every expected error below is a registry tsc must refuse.
import { email } from './email';
import type { IntegrationShared, SharedRegistryOf } from './integration';
import type { IntegrationKind } from './kinds';
import { integrations } from './registry';

export const complete: SharedRegistryOf<IntegrationKind> = integrations;

// @ts-expect-error a kind added to INTEGRATION_KINDS ('bitrix24') has no place yet
export const withNewKind: SharedRegistryOf<IntegrationKind | 'bitrix24'> = integrations;

const { google: _google, ...withoutGoogle } = integrations;
// @ts-expect-error a kind's place is missing
export const missing: SharedRegistryOf<IntegrationKind> = withoutGoogle;

// @ts-expect-error a place holds another kind's module
export const swapped: SharedRegistryOf<IntegrationKind> = { ...integrations, telegram: email };

const { isActive: _isActive, ...withoutRule } = email;
// @ts-expect-error a module without its completeness rule
export const incomplete: IntegrationShared<'email'> = withoutRule;
