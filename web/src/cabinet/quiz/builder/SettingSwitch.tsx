// An on/off setting: a switch named by its label, with a line on what it does.
import { useId } from 'react';

interface SettingSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function SettingSwitch({ label, hint, checked, onChange }: SettingSwitchProps) {
  const hintId = useId();
  return (
    <div className="setting-switch">
      <button
        type="button"
        role="switch"
        className="toggle"
        aria-checked={checked}
        aria-describedby={hintId}
        onClick={() => onChange(!checked)}
      >
        <span className="toggle__track" aria-hidden="true" />
        {label}
      </button>
      <p className="setting-switch__hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}
