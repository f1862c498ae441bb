// amoCRM: connected by its consent page (the tokens stay on the server); every lead becomes a deal with the
// patient as contact in the chosen pipeline and stage (the 'amo' channel).
import * as z from 'zod/mini';
import { inputObject, withinKb } from '../schemas/input';
import { base, field } from './entry-fields';
import { filled } from './entry-values';
import type { IntegrationShared } from './integration';
import { amoCrmChannel } from './channels/amo-crm';

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
