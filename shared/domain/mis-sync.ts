// What an MIS card (DentalPRO, MacDent, IDENT) says about its last sync, in the clinic's time zone:
// 'Последняя синхронизация: 27.11.2026, 10:15', and when the last one failed, when and why with what
// to do. Used by the cabinet's card; the server records the state (functions/domain/integrations/mis-sync-status.ts).
import type { MisSyncState } from '../schemas/integrations';

/** 'dd.mm.yyyy, hh:mm' of an ISO time in `timeZone`. */
export function syncTimeText(iso: string, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('ru-RU', {
      timeZone: zone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = format(timeZone);
  } catch {
    formatter = format('Europe/Moscow');
  }
  return formatter.format(new Date(iso));
}

export interface MisSyncLines {
  /** 'Последняя синхронизация: …' or that there was none yet. */
  last: string;
  /** The failure of the last sync, when it failed after the last success. */
  failure?: string;
}

export function misSyncLines(state: MisSyncState | undefined): MisSyncLines {
  const last = state?.syncedAt ? `Последняя синхронизация: ${syncTimeText(state.syncedAt, state.timeZone)}` : 'Синхронизации ещё не было';
  if (!state?.failedAt || !state.error || (state.syncedAt && state.syncedAt > state.failedAt)) return { last };
  return { last, failure: `Синхронизация ${syncTimeText(state.failedAt, state.timeZone)} не удалась: ${state.error}` };
}
