// Small form controls of the questions editor: a labelled select (the one of every form) and a checkbox.
export { SelectField } from '../../../../ui/SelectField';

export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
