import fc from 'fast-check';
import { cellPlan, coveredStarts, fits, freeStarts, gridPlan, overlaps, subtractSpans, type DayPlan, type Span } from './free-starts';

const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const span = (from: string, to: string): Span => ({ start: at(from), end: at(to) });
const times = (starts: number[]) => starts.map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);

// 09:00–18:00 with a lunch 13:00–14:00, slots every 30 minutes.
const day = gridPlan(subtractSpans(span('09:00', '18:00'), [span('13:00', '14:00')]), 30);

describe('free starts of a day', () => {
  it('offers a one-slot visit at every slot, and a 60-minute one only where an hour fits before lunch and the end', () => {
    expect(times(freeStarts(day, 30, [])).length).toBe(16);
    expect(times(freeStarts(day, 60, []))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
  });

  it('keeps a booking of 90 minutes busy for all its length, and the hour before it too for a 60-minute visit', () => {
    const busy = [{ start: at('10:00'), end: at('11:30') }];
    expect(times(freeStarts(day, 30, busy)).slice(0, 4)).toEqual(['09:00', '09:30', '11:30', '12:00']);
    expect(times(freeStarts(day, 60, busy)).slice(0, 4)).toEqual(['09:00', '11:30', '12:00', '14:00']);
  });

  it('cuts an MIS day into its cells: a visit fits only over consecutive free cells', () => {
    const mis = cellPlan([at('09:00'), at('09:30'), at('10:30')], 30);
    expect(mis.spans).toEqual([span('09:00', '10:00'), span('10:30', '11:00')]);
    expect(times(freeStarts(mis, 60, []))).toEqual(['09:00']);
    expect(times(freeStarts(mis, 30, []))).toEqual(['09:00', '09:30', '10:30']);
  });

  it('names the starts a visit covers, its own first', () => {
    expect(times(coveredStarts(day, at('11:30'), 90))).toEqual(['11:30', '12:00', '12:30']);
    expect(times(coveredStarts(day, at('09:00'), 15))).toEqual(['09:00']);
  });
});

// Properties over any day: a few stretches of work, a slot grid, bookings of any length, any visit length.
const minute = fc.integer({ min: 0, max: 24 * 60 });
const spanArb = fc.tuple(minute, minute).map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) }));
const planArb = fc
  .tuple(fc.array(spanArb, { maxLength: 4 }), fc.integer({ min: 5, max: 240 }), fc.boolean(), fc.array(minute, { maxLength: 30 }))
  .map(([spans, step, fromCells, cells]): DayPlan => (fromCells ? cellPlan(cells, step) : gridPlan(spans, step)));
const durationArb = fc.integer({ min: 5, max: 240 });
const busyArb = fc.array(spanArb, { maxLength: 6 });

describe('free starts (properties)', () => {
  it('every offered start lies on the plan, the whole visit inside one working span, overlapping no booking', () => {
    fc.assert(
      fc.property(planArb, durationArb, busyArb, (plan, duration, busy) => {
        for (const start of freeStarts(plan, duration, busy)) {
          const visit = { start, end: start + duration };
          expect(plan.starts).toContain(start);
          expect(plan.spans.some((working) => working.start <= visit.start && visit.end <= working.end)).toBe(true);
          expect(busy.some((taken) => overlaps(taken, visit))).toBe(false);
        }
      }),
    );
  });

  it('offers every start of the plan where the visit fits (nothing withheld)', () => {
    fc.assert(
      fc.property(planArb, durationArb, busyArb, (plan, duration, busy) => {
        const offered = new Set(freeStarts(plan, duration, busy));
        for (const start of plan.starts) expect(offered.has(start)).toBe(fits(plan, start, duration, busy));
      }),
    );
  });

  it('a start free for a visit is free for any shorter one', () => {
    fc.assert(
      fc.property(planArb, durationArb, durationArb, busyArb, (plan, a, b, busy) => {
        const [short, long] = a < b ? [a, b] : [b, a];
        const shortStarts = new Set(freeStarts(plan, short, busy));
        for (const start of freeStarts(plan, long, busy)) expect(shortStarts.has(start)).toBe(true);
      }),
    );
  });

  it('two overlapping visits that start on the plan cover a start in common (their reservations collide)', () => {
    fc.assert(
      fc.property(planArb, durationArb, durationArb, fc.nat(), fc.nat(), (plan, a, b, i, j) => {
        fc.pre(plan.starts.length > 0);
        const first = { start: plan.starts[i % plan.starts.length]!, minutes: a };
        const second = { start: plan.starts[j % plan.starts.length]!, minutes: b };
        fc.pre(overlaps({ start: first.start, end: first.start + a }, { start: second.start, end: second.start + b }));
        const covered = new Set(coveredStarts(plan, first.start, first.minutes));
        expect(coveredStarts(plan, second.start, second.minutes).some((start) => covered.has(start))).toBe(true);
      }),
    );
  });
});
