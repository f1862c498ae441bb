// A part of a cabinet screen that a later release fills: what will be here.
export const COMING_SOON_TEXT = 'Раздел появится в ближайшем обновлении';

export function ComingSoon({ description }: { description: string }) {
  return (
    <section className="coming-soon" aria-label={COMING_SOON_TEXT}>
      <span className="coming-soon__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="26" height="26">
          <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </span>
      <h2>{COMING_SOON_TEXT}</h2>
      <p>{description}</p>
    </section>
  );
}
