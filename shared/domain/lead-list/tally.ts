// What 'Заявки' shows beside the filtered list: how many leads match, how many of them each staff status
// holds (the status filter aside), and the values the filters can take in the period (the doctors, utm
// sources and landing pages its leads name), most frequent first. Work and answer are bounded: a value
// list keeps at most TALLY_VALUES, and the server feeds it a bounded number of leads (capped otherwise).
import { HANDLING_STATUSES, type HandlingStatus } from '../../schemas/lead-handling';
import { handlingStatusOf, type FilterableLead, type LeadMatcher } from './filter';
import { landingPageOf, utmSourceOf } from './source';

export const TALLY_VALUES = 50;
/** Distinct values remembered while counting, before the list is cut to TALLY_VALUES. */
const TRACKED_VALUES = 500;

export interface LeadCounts {
  /** Leads that match every filter. */
  total: number;
  /** Leads that match every filter but the status, by staff status. */
  byStatus: Record<HandlingStatus, number>;
  /** The count stopped at the server's bound: there are more leads in the period than were counted. */
  capped: boolean;
}

export interface LeadFacets {
  doctors: Array<{ id: string; name: string }>;
  utmSources: string[];
  pages: string[];
}

export interface TalliedLead extends FilterableLead {
  DoctorName?: string;
}

class ValueCounter {
  private readonly counts = new Map<string, { label: string; count: number }>();
  add(key: string, label = key): void {
    if (key === '') return;
    const seen = this.counts.get(key);
    if (seen) seen.count += 1;
    else if (this.counts.size < TRACKED_VALUES) this.counts.set(key, { label, count: 1 });
  }
  top(): Array<{ key: string; label: string }> {
    return [...this.counts.entries()]
      .sort((a, b) => b[1].count - a[1].count || a[1].label.localeCompare(b[1].label, 'ru'))
      .slice(0, TALLY_VALUES)
      .map(([key, { label }]) => ({ key, label }));
  }
}

export class LeadTally {
  private total = 0;
  private readonly byStatus = Object.fromEntries(HANDLING_STATUSES.map((status) => [status, 0])) as Record<HandlingStatus, number>;
  private readonly doctors = new ValueCounter();
  private readonly utmSources = new ValueCounter();
  private readonly pages = new ValueCounter();

  constructor(private readonly matches: LeadMatcher) {}

  /** A lead of the period (the caller checks inPeriod): counted when it matches, its values offered as filters either way. */
  add(lead: TalliedLead): boolean {
    if (lead.doctorId) this.doctors.add(lead.doctorId, lead.DoctorName?.trim() || 'Врач без имени');
    const utm = utmSourceOf(lead.Utm);
    this.utmSources.add(utm.toLocaleLowerCase('ru'), utm);
    this.pages.add(landingPageOf(lead.URL));
    if (!this.matches(lead, { ignoreStatus: true })) return false;
    this.byStatus[handlingStatusOf(lead)] += 1;
    const matched = this.matches(lead);
    if (matched) this.total += 1;
    return matched;
  }

  counts(capped: boolean): LeadCounts {
    return { total: this.total, byStatus: { ...this.byStatus }, capped };
  }

  facets(): LeadFacets {
    return {
      doctors: this.doctors.top().map(({ key, label }) => ({ id: key, name: label })),
      utmSources: this.utmSources.top().map(({ label }) => label),
      pages: this.pages.top().map(({ label }) => label),
    };
  }
}
