// The chosen options, the total and the three actions: in the left panel and in the mobile 'Ваш расчет' block.
import { formatRubles } from '../../shared/domain/configurator/money';
import { type Selection, selectionTotal, summaryLines } from '../../shared/domain/configurator/rules';
import type { SeagullMode } from '../../shared/schemas/seagull';

/** `scrolls`: the list scrolls in its box (the left panel), so it is focusable for keyboard users. */
export function SummaryList({ selection, scrolls = false }: { selection: Selection; scrolls?: boolean }) {
  return (
    <ul className="sg-summary" {...(scrolls ? { tabIndex: 0, 'aria-label': 'Выбранные опции' } : {})}>
      {summaryLines(selection).map((line) => (
        <li key={`${line.category}:${line.title}`}>
          <span>
            <span className="sg-summary-category">{`${line.category}:`}</span>
            {` ${line.title}`}
          </span>
          <span className="sg-nowrap">{formatRubles(line.cost)}</span>
        </li>
      ))}
    </ul>
  );
}

export function Total({ selection }: { selection: Selection }) {
  return (
    <p className="sg-total">
      Итого: <span className="sg-nowrap">{formatRubles(selectionTotal(selection))}</span>
    </p>
  );
}

export function Actions({ onRequest }: { onRequest: (mode: SeagullMode) => void }) {
  return (
    <div className="sg-actions">
      <button type="button" className="sg-button sg-primary" onClick={() => onRequest('order')}>
        Оформить
      </button>
      <button type="button" className="sg-button" onClick={() => onRequest('save')}>
        Сохранить
      </button>
      <button type="button" className="sg-button" onClick={() => window.print()}>
        Печать
      </button>
    </div>
  );
}
