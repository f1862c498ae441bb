// Chip rows scroll sideways without a scrollbar (it would crowd a phone screen); instead the edge with
// more chips behind it fades out (widget.css, [data-more]). Marked after each draw and on scroll.
function mark(row: HTMLElement): void {
  const start = row.scrollLeft > 1;
  const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
  if (start || end) row.dataset.more = start && end ? 'both' : start ? 'start' : 'end';
  else delete row.dataset.more;
}

export function markScrollCues(root: HTMLElement): void {
  for (const row of root.querySelectorAll<HTMLElement>('.w-chips')) {
    mark(row);
    row.addEventListener('scroll', () => mark(row), { passive: true });
  }
}
