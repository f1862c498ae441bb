// Checked by `npm run typecheck`, never run: every integration kind names its local fake, or why it has none.
import type { IntegrationKind } from '../../../shared/integrations/kinds';
import { integrationFakes, type LocalFake } from './registry';

export const complete: Record<IntegrationKind, LocalFake | string> = integrationFakes;

// @ts-expect-error a kind added to INTEGRATION_KINDS ('bitrix24') has no fake and no reason yet
export const withNewKind: Record<IntegrationKind | 'bitrix24', LocalFake | string> = integrationFakes;
