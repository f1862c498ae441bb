// «Неразобранное» (a pipeline's stage of type 1) is where site forms are meant to arrive, and amo refuses
// its status_id on /api/v4/leads and /leads/complex (400 NotSupportedChoice; Krukov/amocrm_api#69,
// amocrm/amocrm-api-php#280): a lead for it goes through the unsorted API as a form
// (POST /api/v4/leads/unsorted/forms, docs/integrations.md §amoCRM), with the same name, contact and tags.
import type { IntegrationEntry } from '../../../shared/schemas/integrations';
import { config } from '../../config';
import type { LeadItem } from '../../store/leads';

type AmoEntry = IntegrationEntry<'amoCrm'>;

/** amo's type of the unsorted stage. */
export const UNSORTED_STAGE_TYPE = 1;
/** Its name in every account (entries stored before stage types were kept carry only the name). */
const UNSORTED_STAGE_NAME = 'Неразобранное';

export function isUnsortedStage(entry: AmoEntry): boolean {
  const stage = entry.mainStatus as { id?: unknown; name?: unknown; type?: unknown } | undefined;
  if (stage?.type !== undefined) return stage.type === UNSORTED_STAGE_TYPE;
  const listed = entry.dealList?.[String((entry.mainPipelines as { id?: unknown } | undefined)?.id)]?.find(
    (candidate) => String(candidate.id) === String(stage?.id),
  );
  return listed?.type === undefined ? stage?.name === UNSORTED_STAGE_NAME : listed.type === UNSORTED_STAGE_TYPE;
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** The unsorted form of a lead: the complex lead's deal and contact, the form's metadata, our marker as source_uid. */
export function unsortedForm(lead: LeadItem, complex: Record<string, unknown>, marker: string): Record<string, unknown> {
  const {
    pipeline_id,
    status_id: _status,
    _embedded,
    ...deal
  } = complex as {
    pipeline_id: number;
    status_id: number;
    _embedded: { contacts: unknown[]; tags: unknown[] };
  } & Record<string, unknown>;
  const page = lead.URL || config.publicBaseUrl();
  return {
    source_name: 'ДентЛид',
    source_uid: marker,
    pipeline_id,
    created_at: seconds(lead.createdAt),
    metadata: {
      form_id: lead.kind === 'quiz' ? `quiz-${lead.quizId ?? ''}` : 'widget',
      form_name: lead.kind === 'quiz' ? `Квиз «${lead.FormName ?? ''}»` : 'Онлайн-запись',
      form_page: page,
      form_sent_at: seconds(lead.createdAt),
      referer: page,
    },
    _embedded: { leads: [{ ...deal, _embedded: { tags: _embedded.tags } }], contacts: _embedded.contacts },
  };
}
