// The pipeline and stage where the clinic's leads go (docs/contract/cabinet.md §4): both must be of the entry's account.
import type { AmoAnswer } from '../../../shared/schemas/amo';
import { normalizeEntry } from '../../../shared/domain/integrations';
import { UnprocessableError } from '../errors';
import { newEntryId } from '../integrations/manage';
import { ownEntry, saveEntry } from './entries';

export async function chooseAmoPipeline(
  userId: string,
  input: { id: string; pipelineId: string | number; statusId: string | number },
): Promise<AmoAnswer> {
  const entry = await ownEntry(userId, input.id);
  const pipeline = entry.pipelines?.find((candidate) => String(candidate.id) === String(input.pipelineId));
  if (!pipeline)
    throw new UnprocessableError('AMO_PIPELINE', 'Такой воронки нет в аккаунте', { pipelineId: 'Такой воронки нет в аккаунте' });
  const stage = entry.dealList?.[String(pipeline.id)]?.find((candidate) => String(candidate.id) === String(input.statusId));
  if (!stage) throw new UnprocessableError('AMO_STATUS', 'Такого этапа нет в воронке', { statusId: 'Такого этапа нет в воронке' });
  return saveEntry(userId, input.id, (previous) =>
    normalizeEntry(
      'amoCrm',
      {
        ...previous!,
        mainPipelines: { id: pipeline.id, name: pipeline.name },
        mainStatus: { id: stage.id, name: stage.name, ...(stage.type === undefined ? {} : { type: stage.type }) },
        error: '',
      },
      newEntryId,
    ),
  );
}
