// Two or more buttons of which one is pressed ('Компьютерная версия' / 'Мобильная версия').
interface PressedSwitchProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
  className?: string;
}

export function PressedSwitch<V extends string>({ label, value, options, onChange, className = '' }: PressedSwitchProps<V>) {
  return (
    <fieldset className={`layout-switch ${className}`}>
      <legend className="visually-hidden">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="layout-switch__item"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
