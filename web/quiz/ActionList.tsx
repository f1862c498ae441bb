// The clinic's offers (docs/contract/widget-quiz-configurator.md §2 'actionList'; on phones headed 'Наши акции').
import type { Action } from '../../shared/schemas/quiz';
import { typograph } from '../../shared/domain/typography';
import { ProgressiveImage } from './ProgressiveImage';

export function ActionList({ actions, header }: { actions: Action[]; header: string | undefined }) {
  if (actions.length === 0) return null;
  return (
    <section className="qz-actions" aria-label={header || 'Наши акции'}>
      {header && <h2 className="qz-actions-title">{typograph(header)}</h2>}
      <ul>
        {actions.map((action, index) => (
          <li key={JSON.stringify(action)} className="qz-action" style={{ animationDelay: `${300 + index * 100}ms` }}>
            {action.img && <ProgressiveImage name={action.img} width={56} height={56} lazy />}
            <div>
              {action.header && <strong>{typograph(action.header)}</strong>}
              {action.paragraph && <p>{typograph(action.paragraph)}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
