// The amoCRM connection (spec cabinet §4 "CRM flow"): the consent URL, the return with code and referer
// (tokens kept server-side, the account's name and pipelines read), the choice of pipeline and stage,
// reading the data again, and marking access lost. Every call works on the signed-in clinic's own
// entries only: an id that is not one of its amo entries is 404.
import { randomBytes } from 'node:crypto';
import { normalizeEntry } from '../../../shared/domain/integrations';
import { SECRET_MASK } from '../../../shared/domain/integration-secrets';
import { AMO_TEXTS, type AmoAnswer } from '../../../shared/schemas/amo';
import type { AmoCrmEntry, IntegrationEntry, IntegrationsView } from '../../../shared/schemas/integrations';
import { openAmo } from '../../amo/access';
import { AmoCallError, exchangeCode, type AmoPipeline } from '../../amo/client';
import { AmoAccessLost } from '../../amo/refresh';
import { amoSettings } from '../../amo/settings';
import { getIntegrations } from '../../store/integrations';
import { putAmoTokens } from '../../store/amo-tokens';
import { NotFoundError, UnavailableError, UnprocessableError } from '../errors';
import { answerOf, changeIntegrations, newEntryId } from '../integrations/manage';

type AmoEntry = IntegrationEntry<'amoCrm'>;
type Choice = { id: number | string; name: string };

/** How long the connection's calls may take in all (a person is waiting). */
const CONNECT_BUDGET_MS = 20_000;

export function amoConsentUrl(): { url: string; state: string } {
  const state = randomBytes(16).toString('base64url');
  const query = new URLSearchParams({
    client_id: amoSettings.clientId(),
    state,
    mode: 'post_message',
    redirect_uri: amoSettings.redirectUri(),
  });
  return { url: `${amoSettings.oauthUrl()}/oauth?${query}`, state };
}

const findEntry = (integrations: IntegrationsView, id: string): AmoEntry | undefined =>
  integrations.amoCrm.find((entry) => entry._id === id);

async function ownEntry(userId: string, id: string): Promise<AmoEntry> {
  const entry = findEntry((await getIntegrations(userId, true)).integrations, id);
  if (!entry) throw new NotFoundError('AMO_ENTRY_NOT_FOUND', 'Интеграция amoCRM не найдена: обновите страницу');
  return entry;
}

interface AccountData {
  client?: { name: string };
  pipelines?: Choice[];
  dealList?: Record<string, Choice[]>;
  error?: string;
}

/** The account's name and pipelines with their stages; what failed is said in `error` (spec §8). */
async function readAccountData(userId: string, entryId: string): Promise<AccountData> {
  const session = await openAmo(userId, entryId, Date.now() + CONNECT_BUDGET_MS);
  const data: AccountData = {};
  try {
    data.client = { name: (await session.call((api) => api.account())).name };
  } catch (error) {
    if (error instanceof AmoAccessLost) throw error;
    data.error = AMO_TEXTS.clientFailed;
  }
  try {
    const pipelines: AmoPipeline[] = await session.call((api) => api.pipelines());
    data.pipelines = pipelines.map(({ id, name }) => ({ id, name }));
    data.dealList = Object.fromEntries(
      pipelines.map((pipeline) => [
        String(pipeline.id),
        [...(pipeline._embedded?.statuses ?? [])].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)).map(({ id, name }) => ({ id, name })),
      ]),
    );
  } catch (error) {
    if (error instanceof AmoAccessLost) throw error;
    data.error ??= AMO_TEXTS.pipelinesFailed;
  }
  return data;
}

const idOf = (value: unknown): string => String((value as { id?: unknown } | undefined)?.id ?? '');

/** The chosen pipeline and stage when both still exist in the account; else none. */
function keptChoice(entry: Partial<AmoCrmEntry> | undefined, dealList: Record<string, Choice[]> | undefined) {
  const pipelineId = idOf(entry?.mainPipelines);
  const statusId = idOf(entry?.mainStatus);
  const exists = dealList?.[pipelineId]?.some((stage) => String(stage.id) === statusId);
  return exists ? { mainPipelines: entry!.mainPipelines, mainStatus: entry!.mainStatus } : {};
}

function amoEntry(previous: Partial<AmoCrmEntry> | undefined, id: string, data: AccountData): AmoEntry {
  const dealList = data.dealList ?? previous?.dealList;
  const choice = keptChoice(previous, dealList);
  const { mainPipelines: _p, mainStatus: _s, error: _e, ...rest } = previous ?? {};
  return normalizeEntry(
    'amoCrm',
    {
      ...rest,
      _id: id,
      accessToken: SECRET_MASK,
      refreshToken: SECRET_MASK,
      ...(data.client ? { client: data.client } : {}),
      ...(dealList ? { dealList } : {}),
      ...((data.pipelines ?? previous?.pipelines) ? { pipelines: data.pipelines ?? previous?.pipelines } : {}),
      ...choice,
      error: data.error ?? (choice.mainStatus ? '' : AMO_TEXTS.chooseTarget),
    },
    newEntryId,
  );
}

async function saveEntry(userId: string, id: string, make: (previous: AmoEntry | undefined) => AmoEntry): Promise<AmoAnswer> {
  const stored = await changeIntegrations(userId, (current) => {
    const previous = findEntry(current, id);
    const next = make(previous);
    const amoCrm = previous ? current.amoCrm.map((entry) => (entry._id === id ? next : entry)) : [...current.amoCrm, next];
    return { ...current, amoCrm };
  });
  return { id, integrations: answerOf(stored) };
}

const unavailable = () => new UnavailableError('AMO_UNAVAILABLE', 'amoCRM сейчас не отвечает. Попробуйте ещё раз через минуту');

export async function connectAmo(userId: string, input: { code: string; referer: string; id?: string }): Promise<AmoAnswer> {
  if (input.id) await ownEntry(userId, input.id);
  const id = input.id ?? newEntryId();
  let tokens: Awaited<ReturnType<typeof exchangeCode>>;
  try {
    tokens = await exchangeCode(input.referer, input.code);
  } catch (error) {
    if (error instanceof AmoCallError && (error.kind === 'unavailable' || error.kind === 'rate-limited')) throw unavailable();
    throw new UnprocessableError('AMO_NO_ACCESS', `${AMO_TEXTS.noAccess}: код устарел или уже использован. Подключите amoCRM ещё раз`);
  }
  await putAmoTokens(userId, id, {
    referer: input.referer,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    accessExpiresAt: Date.now() + tokens.expires_in * 1000,
  });
  const data = await readAccountData(userId, id);
  return saveEntry(userId, id, (previous) => amoEntry(previous, id, data));
}

export async function reloadAmoData(userId: string, id: string): Promise<AmoAnswer> {
  await ownEntry(userId, id);
  let data: AccountData;
  try {
    data = await readAccountData(userId, id);
  } catch (error) {
    if (error instanceof AmoCallError) throw unavailable();
    if (!(error instanceof AmoAccessLost)) throw error;
    await markAmoAccessLost(userId, id);
    throw new UnprocessableError('AMO_RECREATE', `${AMO_TEXTS.accessLost}. ${AMO_TEXTS.recreate}: нажмите «Подключить заново»`);
  }
  return saveEntry(userId, id, (previous) => amoEntry(previous, id, data));
}

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
      { ...previous!, mainPipelines: { id: pipeline.id, name: pipeline.name }, mainStatus: { id: stage.id, name: stage.name }, error: '' },
      newEntryId,
    ),
  );
}

/** amo refused the clinic's tokens for good: the card says so until the clinic connects again. */
export async function markAmoAccessLost(userId: string, id: string): Promise<void> {
  const entry = findEntry((await getIntegrations(userId, true)).integrations, id);
  if (!entry || entry.error === AMO_TEXTS.accessLost) return;
  await changeIntegrations(userId, (current) => ({
    ...current,
    amoCrm: current.amoCrm.map((candidate) => (candidate._id === id ? { ...candidate, error: AMO_TEXTS.accessLost } : candidate)),
  }));
}
