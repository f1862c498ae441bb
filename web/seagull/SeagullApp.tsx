// The trailer cost configurator /seagull (spec widget-quiz-configurator §2): the left panel (sticky
// above 430 px) with the summary, total and actions; the categories on the right; on phones a 'Ваш
// расчет' block after them and a bottom bar while the categories are in view. THE rule of what a click
// does lives in shared/domain/configurator.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { CATALOGUE } from '../../shared/domain/configurator/catalogue';
import { formatRubles } from '../../shared/domain/configurator/money';
import { initialSelection, type Selection, selectionTotal, toggleOption } from '../../shared/domain/configurator/rules';
import type { SeagullMode } from '../../shared/schemas/seagull';
import { CategorySection, type PictureRequest } from './CategorySection';
import { Modal } from './Modal';
import { OptionPicture } from './OptionPicture';
import { RequestDialog } from './RequestDialog';
import { Actions, SummaryList, Total } from './Summary';

type Open = { kind: 'picture'; picture: PictureRequest } | { kind: 'request'; mode: SeagullMode } | undefined;

export function SeagullApp() {
  const [selection, setSelection] = useState<Selection>(initialSelection);
  const [open, setOpen] = useState<Open>();
  // The prerendered page takes no clicks until React has hydrated it (seagull.css), so none bypasses the rules.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const categories = useRef<HTMLElement>(null);
  const mobileSummary = useRef<HTMLElement>(null);
  const barShown = useBarVisibility(categories, mobileSummary);
  const request = (mode: SeagullMode) => setOpen({ kind: 'request', mode });
  const close = () => setOpen(undefined);

  return (
    <div className="sg" data-live={live || undefined}>
      <aside className="sg-panel" aria-labelledby="sg-heading">
        <h1 id="sg-heading">Конфигуратор стоимости</h1>
        <div className="sg-panel-summary">
          <h2 className="sg-print-only">Ваш расчет</h2>
          <SummaryList selection={selection} scrolls />
          <Total selection={selection} />
          <Actions onRequest={request} />
        </div>
      </aside>
      <main className="sg-categories" ref={categories}>
        {CATALOGUE.map((category) => (
          <CategorySection
            key={category.id}
            category={category}
            selection={selection}
            onToggle={(id) => setSelection((current) => toggleOption(current, id))}
            onZoom={(picture) => setOpen({ kind: 'picture', picture })}
          />
        ))}
      </main>
      <section className="sg-mobile-summary" ref={mobileSummary} aria-labelledby="sg-mobile-heading">
        <h2 id="sg-mobile-heading">Ваш расчет</h2>
        <SummaryList selection={selection} />
        <Total selection={selection} />
        <Actions onRequest={request} />
      </section>
      <div className={`sg-bar${barShown ? ' is-shown' : ''}`} aria-hidden={!barShown}>
        <span>
          Итого: <b className="sg-nowrap">{formatRubles(selectionTotal(selection))}</b>
        </span>
        <button type="button" className="sg-button sg-primary" tabIndex={barShown ? 0 : -1} onClick={() => request('order')}>
          Оформить
        </button>
      </div>
      {open?.kind === 'picture' && (
        <Modal label={open.picture.option.title} onClose={close} className="sg-zoom">
          <OptionPicture picture={open.picture.category.picture} index={open.picture.index} title={open.picture.option.title} />
          <p>{open.picture.option.title}</p>
        </Modal>
      )}
      {open?.kind === 'request' && <RequestDialog mode={open.mode} selection={selection} onClose={close} />}
    </div>
  );
}

/** The phone's request bar shows while the categories are in view and the 'Ваш расчет' block is not. */
function useBarVisibility(categories: RefObject<HTMLElement | null>, summary: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState({ categories: false, summary: false });
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      setInView((current) => {
        const next = { ...current };
        for (const entry of entries) {
          if (entry.target === categories.current) next.categories = entry.isIntersecting;
          if (entry.target === summary.current) next.summary = entry.isIntersecting;
        }
        return next;
      });
    });
    if (categories.current) observer.observe(categories.current);
    if (summary.current) observer.observe(summary.current);
    return () => observer.disconnect();
  }, [categories, summary]);
  return inView.categories && !inView.summary;
}
