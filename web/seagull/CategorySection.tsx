// One category of the configurator: its groups ('Обязательно' / 'Опционально', 'Дополнительно' inside),
// option cards with price, bullets and picture, and 'Развернуть'/'Свернуть' when it has more options
// than fit collapsed.
import { type ReactElement, useState } from 'react';
import {
  type ConfiguratorCategory,
  type ConfiguratorOption,
  GROUP_MARKERS,
  type OptionGroup,
} from '../../shared/domain/configurator/catalogue';
import { formatRubles } from '../../shared/domain/configurator/money';
import { blockReason, type Selection } from '../../shared/domain/configurator/rules';
import { OptionPicture } from './OptionPicture';

const SHOWN_COLLAPSED = 4;

export interface PictureRequest {
  category: ConfiguratorCategory;
  option: ConfiguratorOption;
  index: number;
}

interface Props {
  category: ConfiguratorCategory;
  selection: Selection;
  onToggle: (id: string) => void;
  onZoom: (picture: PictureRequest) => void;
}

export function CategorySection({ category, selection, onToggle, onZoom }: Props) {
  const [expanded, setExpanded] = useState(false);
  const count = category.groups.reduce((sum, group) => sum + group.options.length, 0);
  let index = 0;
  const titleId = `sg-category-${category.id}`;
  return (
    <section className="sg-category" aria-labelledby={titleId} data-category={category.id}>
      <h2 id={titleId}>{category.title}</h2>
      {category.groups.map((group, groupIndex) => {
        const first = index;
        index += group.options.length;
        const shown = group.options.filter((_, at) => expanded || first + at < SHOWN_COLLAPSED);
        if (shown.length === 0) return null;
        return (
          <fieldset key={groupIndex} className={`sg-group sg-${group.kind}`}>
            <legend>{GROUP_MARKERS[group.kind]}</legend>
            <ul className="sg-options">
              {shown.map((option, at) => (
                <OptionCard
                  key={option.id}
                  option={option}
                  group={group}
                  radioName={`${category.id}-${groupIndex}`}
                  selection={selection}
                  onToggle={onToggle}
                  onZoom={() => onZoom({ category, option, index: first + at })}
                  picture={<OptionPicture picture={category.picture} index={first + at} title={option.title} />}
                />
              ))}
            </ul>
          </fieldset>
        );
      })}
      {count > SHOWN_COLLAPSED && (
        <button type="button" className="sg-expand" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Свернуть' : 'Развернуть'}
        </button>
      )}
    </section>
  );
}

interface CardProps {
  option: ConfiguratorOption;
  group: OptionGroup;
  radioName: string;
  selection: Selection;
  onToggle: (id: string) => void;
  onZoom: () => void;
  picture: ReactElement;
}

function OptionCard({ option, group, radioName, selection, onToggle, onZoom, picture }: CardProps) {
  const checked = selection.includes(option.id);
  const blocked = blockReason(selection, option.id);
  const single = group.kind === 'required';
  return (
    <li className={`sg-option${checked ? ' is-on' : ''}${blocked ? ' is-blocked' : ''}`} data-option={option.id}>
      <button type="button" className="sg-picture" onClick={onZoom} aria-label={`Увеличить изображение: ${option.title}`}>
        {picture}
      </button>
      <label className="sg-choice">
        <input
          type={single ? 'radio' : 'checkbox'}
          name={single ? radioName : undefined}
          checked={checked}
          disabled={blocked !== undefined}
          onChange={() => onToggle(option.id)}
        />
        <span className="sg-option-text">
          <span className="sg-option-title">{option.title}</span>
          {option.subTitle && <span className="sg-option-sub">{option.subTitle}</span>}
        </span>
        <span className="sg-cost">{formatRubles(option.cost)}</span>
      </label>
      {option.list && (
        <ul className="sg-features">
          {option.list.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      {blocked && <p className="sg-blocked">{blocked}</p>}
    </li>
  );
}
