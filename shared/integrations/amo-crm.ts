// amoCRM: connected by its consent page (the tokens stay on the server); every lead becomes a deal with the
// patient as contact in the chosen pipeline and stage (the 'amo' channel).
import * as z from 'zod/mini';
import { inputObject, withinKb } from '../schemas/input';
import { base, field, filled } from './entry-fields';
import type { IntegrationShared, LeadChannelShared } from './integration';

/** amo values that count as delivered (docs/contract/cabinet.md §4). */
export const AMO_OK_VALUES = ['описание добавлено к заявке', 'заявка создана'] as const;
const delivered = new Set<string>(AMO_OK_VALUES);

/** What amoCRM answered, kept as it came: any JSON (its depth is bounded by the body's), at most 20 KB. */
const crmData = (label: string) => z.unknown().check(withinKb(20, `${label}: слишком большое значение`));
/** A pipeline or a stage; a stage's `type` is amo's (1: «Неразобранное», which takes leads only through the unsorted API). */
const amoChoice = inputObject({ id: z.union([z.string(), z.number()]), name: z.string(), type: z.optional(z.int()) });
/**
 * Filled by the CRM flow (functions/domain/amo): the tokens live on the server only (store/amo-tokens.ts;
 * here a mask says they are there), dealList maps a pipeline's id to its stages, pipelines names them,
 * mainPipelines and mainStatus are the chosen pipeline and stage ({id, name}), error what the clinic must do.
 */
export const amoCrmEntrySchema = inputObject({
  ...base,
  refreshToken: field(4000),
  accessToken: field(4000),
  dealList: z.optional(z.record(z.string(), z.array(amoChoice))),
  pipelines: z.optional(z.array(amoChoice)),
  client: z.optional(inputObject({ name: z.string() })),
  mainPipelines: z.optional(crmData('mainPipelines')),
  mainStatus: z.optional(crmData('mainStatus')),
  userId: z.optional(z.string()),
  error: z.optional(z.string()),
});

export const amoCrmChannel = {
  name: 'amo',
  statusKey: 'amo',
  column: 3,
  label: 'amoCRM',
  isDelivered: (value) => delivered.has(value),
  destinationsAtIntake: (active) => active('amoCrm').map((entry) => entry._id ?? ''),
  removedName: 'amoCRM, удалённый из интеграций',
  resendNone: 'Нет ни одной подключённой amoCRM с выбранной воронкой и этапом',
} as const satisfies LeadChannelShared;

const TITLE = 'amoCRM';
const accountName = (entry: Record<string, unknown>) => (entry.client as { name?: string } | undefined)?.name;

export const amoCrm = {
  kind: 'amoCrm',
  title: TITLE,
  category: 'Другое',
  entrySchema: amoCrmEntrySchema,
  isActive: (entry) =>
    filled(entry.accessToken) &&
    filled(entry.refreshToken) &&
    entry.mainStatus !== undefined &&
    entry.mainStatus !== null &&
    entry.mainStatus !== '',
  value: (entry) => entry._id,
  duplicatesAllowed: true,
  secretFields: ['refreshToken', 'accessToken'],
  entryTitle: (entry) => accountName(entry) ?? TITLE,
  destinationName: (entry) => {
    const account = accountName(entry);
    return [entry._id ?? '', account ? `${TITLE} «${account}»` : TITLE];
  },
  leads: { channel: amoCrmChannel },
} as const satisfies IntegrationShared<'amoCrm'>;
