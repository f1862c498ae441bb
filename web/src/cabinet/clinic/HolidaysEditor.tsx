// 'Праздничные дни клиники' on 'Ваша клиника' (issue 26): dates on which the widget offers no doctor
// (a doctor's one-off working day still opens one). A clinic closes as a whole, so the list is the
// clinic's, next to its addresses, not a doctor's.
import { HOLIDAYS_MAX } from '../../../../shared/domain/schedule-exceptions';
import { DateInput } from '../controls/DateInput';
import { TextListEditor, type TextRow } from '../controls/TextListEditor';
import { holidayProblems } from './holiday-rows';

export function HolidaysEditor({ rows, onChange }: { rows: TextRow[]; onChange: (rows: TextRow[]) => void }) {
  return (
    <TextListEditor
      title="Праздничные дни клиники"
      hint="В эти дни виджет не предлагает запись ни к одному врачу. Дежурного врача отметьте разовым рабочим днём в его расписании."
      itemLabel="Праздничный день"
      addLabel="Добавить праздничный день"
      rows={rows}
      onChange={onChange}
      max={HOLIDAYS_MAX}
      problems={holidayProblems(rows)}
      field={(row, label, problemId, setValue) => (
        <DateInput
          label={label}
          value={row.value}
          aria-invalid={problemId ? true : undefined}
          aria-describedby={problemId}
          onChange={setValue}
        />
      )}
    />
  );
}
