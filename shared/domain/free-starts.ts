// THE rule of when a visit can start (issue 26 §4), in minutes since the clinic's midnight. A day is a
// plan: the spans the doctor works (the hours less the breaks, or the free time an MIS sent) and the
// starts offered in them (the grid the slots are cut on). A start is free for a visit of `duration`
// minutes when the whole visit lies inside one span and overlaps no booking, each booking holding its
// own length. The widget's offer, its calendar and POST /api/ticket all come through freeStarts, and the
// booking's guard items are the plan's starts it covers (coveredStarts): two overlapping visits that both
// start on the same plan always cover one start in common (the later one's), so their reservations
// collide in the table however they race.

/** [start, end) in minutes since midnight. */
export interface Span {
  start: number;
  end: number;
}

export interface DayPlan {
  /** Where visits may be, ascending, disjoint. */
  spans: Span[];
  /** Where visits may start, ascending, each inside a span. */
  starts: number[];
}

export const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** Ascending, with touching or overlapping spans joined; empty ones dropped. */
export function joinSpans(spans: readonly Span[]): Span[] {
  const joined: Span[] = [];
  for (const span of [...spans].filter((item) => item.end > item.start).sort((a, b) => a.start - b.start)) {
    const last = joined.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else joined.push({ ...span });
  }
  return joined;
}

/** The day's hours less its breaks. */
export function subtractSpans(from: Span, cuts: readonly Span[]): Span[] {
  let pieces: Span[] = [from];
  for (const cut of joinSpans(cuts)) {
    pieces = pieces.flatMap((piece) =>
      overlaps(piece, cut)
        ? [
            { start: piece.start, end: cut.start },
            { start: cut.end, end: piece.end },
          ].filter((part) => part.end > part.start)
        : [piece],
    );
  }
  return pieces;
}

/** A weekly-template day: each span cut into starts every `step` minutes from its beginning. */
export function gridPlan(spans: readonly Span[], step: number): DayPlan {
  const joined = joinSpans(spans);
  const starts: number[] = [];
  for (const span of joined) for (let start = span.start; start < span.end; start += step) starts.push(start);
  return { spans: joined, starts };
}

/** An MIS day: each free cell (its start) lasts `cellMinutes`; the cells are the starts, their union the spans. */
export function cellPlan(cells: readonly number[], cellMinutes: number): DayPlan {
  const starts = [...new Set(cells)].sort((a, b) => a - b);
  return { spans: joinSpans(starts.map((start) => ({ start, end: Math.min(start + cellMinutes, 24 * 60) }))), starts };
}

/** Whether a visit of `duration` at `start` lies inside one span of the plan and overlaps no busy span. */
export function fits(plan: DayPlan, start: number, duration: number, busy: readonly Span[]): boolean {
  const visit = { start, end: start + duration };
  return plan.spans.some((span) => span.start <= visit.start && visit.end <= span.end) && !busy.some((taken) => overlaps(taken, visit));
}

/** The plan's starts where a visit of `duration` minutes fits, ascending. */
export function freeStarts(plan: DayPlan, duration: number, busy: readonly Span[]): number[] {
  return plan.starts.filter((start) => fits(plan, start, duration, busy));
}

/** The plan's starts inside the visit [start, start + duration): one guard item each (the visit's own start first). */
export function coveredStarts(plan: DayPlan, start: number, duration: number): number[] {
  return plan.starts.filter((at) => at >= start && at < start + duration);
}
