// What the Google fake keeps: its OAuth client, codes, grants (refresh tokens), access tokens, the
// spreadsheets with their rows as CellData (userEnteredValue: stringValue | numberValue | formulaValue,
// as the real Sheets API reports them), the faults queued for the next calls and a log of calls.
import { randomBytes } from 'node:crypto';

export type CellValue = { stringValue: string } | { numberValue: number } | { formulaValue: string } | { boolValue: boolean };
export interface Cell {
  userEnteredValue: CellValue;
}

export interface FakeSheet {
  /** SheetProperties.sheetId: fixed once set; the clinic may rename the tab, never change its id. */
  sheetId: number;
  title: string;
  rows: Cell[][];
}

export interface FakeSpreadsheet {
  spreadsheetId: string;
  title: string;
  /** The Google account that created it (drive.file: only it may write). */
  owner: string;
  sheets: FakeSheet[];
  createdAt: string;
}

export interface Grant {
  account: string;
  refreshToken: string;
  scope: string;
  revoked: boolean;
  /** Epoch ms of the consent: in testing mode the grant dies a fixed time after it, used or not. */
  issuedAt: number;
  /** Access tokens issued for it by grant_type=refresh_token. */
  refreshes: number;
}

export interface AccessToken {
  grant: Grant;
  expiresAt: number;
}

export interface PendingCode {
  account: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  offline: boolean;
  used: boolean;
}

/** A fault queued for the next call of a kind. 'timeout-after-append': the row is written, the answer comes too late. */
export type Fault = '429' | '500' | '503' | 'timeout' | 'timeout-after-append';
export type FaultScope = 'append' | 'create' | 'token' | 'read';

export interface CallRecord {
  at: string;
  scope: FaultScope | 'other';
  method: string;
  path: string;
  status: number;
  account?: string;
}

export class GoogleFakeState {
  readonly codes = new Map<string, PendingCode>();
  readonly grants = new Map<string, Grant>();
  readonly accessTokens = new Map<string, AccessToken>();
  readonly spreadsheets = new Map<string, FakeSpreadsheet>();
  readonly faults: Record<FaultScope, Fault[]> = { append: [], create: [], token: [], read: [] };
  readonly calls: CallRecord[] = [];
  /** Writes per account per minute before 429 RESOURCE_EXHAUSTED (Sheets: 60 per user per project). */
  writeLimitPerMinute = 60;
  /**
   * An app in «Testing» (unverified, external users): a consent's refresh token expires this long after it
   * was given (Google: 7 days), per Google account; absent: a published app, whose grants do not expire.
   */
  readonly testingGrantSeconds = new Map<string, number>();
  private readonly writes = new Map<string, number[]>();

  takeFault(scope: FaultScope): Fault | undefined {
    return this.faults[scope].shift();
  }

  /** Counts a write of the account; false when its minute's quota is used up. */
  allowWrite(account: string, now: number): boolean {
    const recent = (this.writes.get(account) ?? []).filter((time) => time > now - 60_000);
    if (recent.length >= this.writeLimitPerMinute) {
      this.writes.set(account, recent);
      return false;
    }
    recent.push(now);
    this.writes.set(account, recent);
    return true;
  }

  issueAccessToken(grant: Grant, lifetimeSeconds: number): { token: string; expiresIn: number } {
    const token = `ya29.fake-${randomBytes(18).toString('base64url')}`;
    this.accessTokens.set(token, { grant, expiresAt: Date.now() + lifetimeSeconds * 1000 });
    return { token, expiresIn: lifetimeSeconds };
  }

  reset(): void {
    this.codes.clear();
    this.grants.clear();
    this.accessTokens.clear();
    this.spreadsheets.clear();
    for (const list of Object.values(this.faults)) list.length = 0;
    this.calls.length = 0;
    this.writes.clear();
    this.writeLimitPerMinute = 60;
    this.testingGrantSeconds.clear();
  }
}

export const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');

/** A sheet id as Google picks one when the request names none: any non-negative int32 (never assume 0). */
export const randomSheetId = () => randomBytes(4).readUInt32BE(0) >>> 1;
