// One live region for the whole widget, outside the part every redraw replaces: a region created with
// its message is often not read, a lasting one whose text changes is.
let region: HTMLElement | undefined;

export function announce(message: string): void {
  if (!region) {
    region = document.createElement('p');
    region.className = 'w-sr';
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('data-announcer', '');
    document.body.appendChild(region);
  }
  // Cleared first, so the same message twice is read twice.
  region.textContent = '';
  const target = region;
  requestAnimationFrame(() => {
    target.textContent = message;
  });
}
