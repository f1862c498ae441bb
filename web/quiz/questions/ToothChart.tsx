// The tooth picker of a 'checkbox-dental' question: per jaw one SVG arch of 16 teeth, each a checkbox
// named by its FDI number; one Tab stop per jaw, arrows move along the arch, Space toggles (Enter stays
// "next question", docs/contract/widget-quiz-configurator.md §4). Whole-jaw and consultation options are native checkboxes below.
import { type KeyboardEvent, useRef, useState } from 'react';
import {
  CONSULTATION_OPTION,
  fdiNumber,
  isWholeJaw,
  JAW_ANSWER_KEYS,
  JAWS,
  type Jaw,
  type TeethSelection,
  TEETH_PER_JAW,
  toggleConsultation,
  toggleTooth,
  toggleWholeJaw,
  WHOLE_JAW_OPTIONS,
} from '../../../shared/domain/quiz/teeth';
import type { QuestionOf } from '../../../shared/schemas/quiz';
import { teethOf } from '../answers';
import type { QuestionBodyProps } from './body-props';
import { CHART_HEIGHT, CHART_WIDTH, toothShapes } from './tooth-geometry';

/** A 'checkbox-dental' question's answer area. */
export function DentalQuestion({ question, answers, problem, onAnswer }: QuestionBodyProps<QuestionOf<'checkbox-dental'>>) {
  return <ToothChart selection={teethOf(answers, question)} invalid={problem !== null} onChange={onAnswer} />;
}

interface Props {
  selection: TeethSelection;
  onChange: (selection: TeethSelection) => void;
  invalid: boolean;
}

export function ToothChart({ selection, onChange, invalid }: Props) {
  return (
    <div className={`qz-teeth${invalid ? ' qz-flash' : ''}`}>
      <div className="qz-jaws">
        {JAWS.map((jaw) => (
          <JawArch key={jaw} jaw={jaw} chosen={selection[jaw]} onToggle={(index) => onChange(toggleTooth(selection, jaw, index))} />
        ))}
      </div>
      <div className="qz-options">
        {JAWS.map((jaw) => (
          <label key={jaw} className="qz-option">
            <input type="checkbox" checked={isWholeJaw(selection, jaw)} onChange={() => onChange(toggleWholeJaw(selection, jaw))} />
            <span>{WHOLE_JAW_OPTIONS[jaw]}</span>
          </label>
        ))}
        <label className="qz-option">
          <input type="checkbox" checked={selection.consultation} onChange={() => onChange(toggleConsultation(selection))} />
          <span>{CONSULTATION_OPTION}</span>
        </label>
      </div>
    </div>
  );
}

function JawArch({ jaw, chosen, onToggle }: { jaw: Jaw; chosen: readonly number[]; onToggle: (index: number) => void }) {
  const [focusIndex, setFocusIndex] = useState(0);
  const teeth = useRef<Array<SVGGElement | null>>([]);
  const moveTo = (index: number) => {
    const next = (index + TEETH_PER_JAW) % TEETH_PER_JAW;
    setFocusIndex(next);
    teeth.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<SVGGElement>, index: number) => {
    if (event.key === ' ') {
      event.preventDefault();
      onToggle(index);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      event.preventDefault();
      moveTo(index + 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveTo(index - 1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      moveTo(event.key === 'Home' ? 0 : TEETH_PER_JAW - 1);
    }
  };
  return (
    <fieldset className="qz-jaw-set">
      <legend className="qz-jaw-title">{JAW_ANSWER_KEYS[jaw]}</legend>
      <svg className="qz-jaw" viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}>
        {toothShapes(jaw).map((tooth) => {
          const checked = chosen.includes(tooth.index);
          const number = fdiNumber(jaw, tooth.index);
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an <input>; role=checkbox with aria-checked and Space is the ARIA pattern
            <g
              key={tooth.index}
              ref={(element) => {
                teeth.current[tooth.index] = element;
              }}
              className="qz-tooth"
              role="checkbox"
              aria-checked={checked}
              aria-label={`Зуб ${number}`}
              tabIndex={tooth.index === focusIndex ? 0 : -1}
              onClick={() => {
                setFocusIndex(tooth.index);
                onToggle(tooth.index);
              }}
              onKeyDown={(event) => onKeyDown(event, tooth.index)}
              transform={`translate(${tooth.cx} ${tooth.cy}) rotate(${tooth.rotate})`}
            >
              <rect x={-tooth.width / 2} y={-tooth.height / 2} width={tooth.width} height={tooth.height} rx={tooth.width / 2.6} />
              <text className="qz-tooth-number" y={3} textAnchor="middle" transform={`rotate(${-tooth.rotate})`}>
                {number}
              </text>
            </g>
          );
        })}
      </svg>
    </fieldset>
  );
}
