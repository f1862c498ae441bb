// The amoCRM connection (docs/contract/cabinet.md §4 "CRM flow"): the return with code and referer (tokens kept
// server-side, the account's name and pipelines read), and reading the data again. Every call works on
// the signed-in clinic's own entries only: an id that is not one of its amo entries is 404.
import { normalizeEntry } from '../../../shared/domain/integrations';
import { SECRET_MASK } from '../../../shared/domain/integration-secrets';
import { AMO_TEXTS, type AmoAnswer } from '../../../shared/schemas/amo';
import type { AmoCrmEntry } from '../../../shared/schemas/integrations';
import { openAmo } from './access';
import { AmoCallError, exchangeCode, type AmoPipeline } from '../../amo/client';
import { AmoAccessLost } from './refresh';
import { putAmoTokens } from '../../store/amo-tokens';
import { UnavailableError, UnprocessableError } from '../errors';
import { newEntryId } from '../integrations/manage';
import { noteEntryOutcome } from '../integrations/note-outcome';
import { ownAmoState } from './consent-url';
import { markAmoAccessLost, ownEntry, saveEntry, type AmoEntry } from './entries';

type Choice = { id: number | string; name: string; type?: number };

/** How long the connection's calls may take in all (a person is waiting). */
const CONNECT_BUDGET_MS = 20_000;

interface AccountData {
  client?: { name: string };
  pipelines?: Choice[];
  dealList?: Record<string, Choice[]>;
  error?: string;
}

/** The account's name and pipelines with their stages; what failed is said in `error` (docs/contract/cabinet.md §8). */
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
        [...(pipeline._embedded?.statuses ?? [])]
          .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
          .map(({ id, name, type }) => ({ id, name, ...(typeof type === 'number' ? { type } : {}) })),
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
  const stage = dealList?.[pipelineId]?.find((candidate) => String(candidate.id) === statusId);
  // The stage as the account names and types it now (its type says whether it is «Неразобранное»).
  return stage ? { mainPipelines: entry!.mainPipelines, mainStatus: { ...stage } } : {};
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

const unavailable = () => new UnavailableError('AMO_UNAVAILABLE', 'amoCRM сейчас не отвечает. Попробуйте ещё раз через минуту');

export async function connectAmo(userId: string, input: { code: string; referer: string; state: string }): Promise<AmoAnswer> {
  const state = await ownAmoState(userId, input.state);
  if (state.e) await ownEntry(userId, state.e);
  const id = state.e ?? newEntryId();
  let tokens: Awaited<ReturnType<typeof exchangeCode>>;
  try {
    tokens = await exchangeCode(input.referer, input.code);
  } catch (error) {
    if (error instanceof AmoCallError && (error.kind === 'unavailable' || error.kind === 'rate-limited')) throw unavailable();
    // Our own client id or secret refused (logged for the alarm by the client): not the clinic's code.
    if (error instanceof AmoCallError && error.kind === 'misconfigured') {
      throw new UnavailableError(
        'AMO_MISCONFIGURED',
        'Подключение amoCRM сейчас не работает по нашей вине: мы уже получили сигнал и исправляем. Попробуйте через час',
      );
    }
    throw new UnprocessableError('AMO_NO_ACCESS', `${AMO_TEXTS.noAccess}: код устарел или уже использован. Подключите amoCRM ещё раз`);
  }
  await putAmoTokens(userId, id, {
    referer: input.referer,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    accessExpiresAt: Date.now() + tokens.expires_in * 1000,
  });
  const data = await readAccountData(userId, id);
  // A new consent works now: an older failure on the card is history (noted first, so this answer shows it).
  await noteEntryOutcome(userId, id, { ok: true, check: true });
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
