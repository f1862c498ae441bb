// The state of the amoCRM fake: accounts (one per subdomain a user consents with), their OAuth grants,
// pipelines, and what the product created in them (leads with their contact and notes).
import { randomBytes } from 'node:crypto';

export interface FakeContact {
  id: number;
  first_name: string;
  custom_fields_values: unknown[];
}

export interface FakeNote {
  id: number;
  entity_id: number;
  note_type: string;
  params: { text?: string };
  created_at: number;
}

export interface FakeLead {
  id: number;
  name: string;
  pipeline_id: number;
  status_id: number;
  price?: number;
  created_at: number;
  contacts: FakeContact[];
  tags: Array<{ name: string }>;
  notes: FakeNote[];
  /** Present while the lead is in «Неразобранное», sent as a form through the unsorted API. */
  unsorted?: FakeUnsorted;
}

export interface FakeUnsorted {
  uid: string;
  source_uid: string;
  source_name: string;
  category: 'forms';
  created_at: number;
  metadata: Record<string, unknown>;
}

export interface FakeGrant {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
  /** A refresh token dies unused after its lifetime (amo: three months). */
  refreshExpiresAt: number;
  /** Spent refresh tokens of this grant: presenting one again is refused. */
  spent: Set<string>;
  revoked: boolean;
}

export interface FakeAccount {
  host: string;
  id: number;
  name: string;
  subdomain: string;
  pipelines: FakePipeline[];
  leads: FakeLead[];
  grants: FakeGrant[];
  /** Times (ms) of the account's last API calls, for the 7 requests/s limit. */
  recentCalls: number[];
  refreshes: number;
  rateLimited: number;
  /** Per account, for tests: token lifetimes, a subscription that ended (402), our server's IP blocked (403), our client secret refused. */
  settings: FakeAccountSettings;
}

export interface FakeAccountSettings {
  accessTokenSeconds?: number;
  refreshTokenSeconds?: number;
  unpaid?: boolean;
  ipBlocked?: boolean;
  clientRefused?: boolean;
}

export interface FakePipeline {
  id: number;
  name: string;
  is_main: boolean;
  statuses: Array<{ id: number; name: string; sort: number; type: number }>;
}

let nextId = 3_000_000;
export const newId = () => ++nextId;
export const newToken = (kind: string) => `${kind}.${randomBytes(24).toString('base64url')}`;

function pipelines(): FakePipeline[] {
  const pipeline = (name: string, isMain: boolean, stages: string[]): FakePipeline => ({
    id: newId(),
    name,
    is_main: isMain,
    statuses: [
      // Every pipeline opens with «Неразобранное» (type 1), as amo's do.
      ...['Неразобранное', ...stages].map((stage, index) => ({
        id: newId(),
        name: stage,
        sort: (index + 1) * 10,
        type: index === 0 ? 1 : 0,
      })),
      { id: 142, name: 'Успешно реализовано', sort: 10000, type: 0 },
      { id: 143, name: 'Закрыто и не реализовано', sort: 11000, type: 0 },
    ],
  });
  return [
    pipeline('Воронка', true, ['Первичный контакт', 'Переговоры', 'Запись на приём']),
    pipeline('Имплантация', false, ['Новая заявка', 'Консультация', 'План лечения']),
  ];
}

export class FakeAccounts {
  private readonly byHost = new Map<string, FakeAccount>();

  /** The account at `<subdomain>.amocrm.ru`, made on first use. */
  account(host: string): FakeAccount {
    let account = this.byHost.get(host);
    if (!account) {
      const subdomain = host.split('.')[0]!;
      account = {
        host,
        id: newId(),
        name: `Клиника ${subdomain}`,
        subdomain,
        pipelines: pipelines(),
        leads: [],
        grants: [],
        recentCalls: [],
        refreshes: 0,
        rateLimited: 0,
        settings: {},
      };
      this.byHost.set(host, account);
    }
    return account;
  }

  find(host: string): FakeAccount | undefined {
    return this.byHost.get(host);
  }

  all(): FakeAccount[] {
    return [...this.byHost.values()];
  }

  clear(): void {
    this.byHost.clear();
  }
}

/** Allows a call when fewer than `limit` calls came in the last second; records it when allowed. */
export function withinRate(account: FakeAccount, now: number, limit: number): boolean {
  account.recentCalls = account.recentCalls.filter((time) => time > now - 1000);
  if (account.recentCalls.length >= limit) return false;
  account.recentCalls.push(now);
  return true;
}
