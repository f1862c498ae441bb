// The funnel's filter (issue 27 §3): the visitors' device class and their utm_source, the period's top
// sources by visitors and the rest as «Другие» (shared/domain/quiz/funnel-segments.ts).
import { sourceGroups, sourceLabel, type SegmentFilter } from '../../../../../../shared/domain/quiz/funnel-segments';
import { DEVICE_CLASSES, DEVICE_LABELS, type DeviceClass } from '../../../../../../shared/domain/quiz/visit-segments';
import type { QuizVariantStats } from '../../../../../../shared/schemas/quiz-analytics';
import { SelectField } from '../questions/fields';

const ALL = '';
const REST = '(остальные)';

interface SegmentPickerProps {
  stats: QuizVariantStats;
  /** The start page's counter key: sources are ranked by their visitors. */
  startKey: string;
  filter: SegmentFilter;
  onChange: (filter: SegmentFilter) => void;
}

export function SegmentPicker({ stats, startKey, filter, onChange }: SegmentPickerProps) {
  const { top, rest } = sourceGroups(stats, startKey);
  const sourceValue = !filter.sources
    ? ALL
    : filter.sources.size === 1 && top.includes([...filter.sources][0]!)
      ? [...filter.sources][0]!
      : REST;
  const sourceOptions = [
    { value: ALL, label: 'Все источники' },
    ...top.map((source) => ({ value: source, label: sourceLabel(source) })),
    ...(rest.length > 0 ? [{ value: REST, label: 'Другие' }] : []),
  ];
  const pickSource = (value: string) => {
    const { sources: _sources, ...others } = filter;
    onChange(value === ALL ? others : { ...others, sources: new Set(value === REST ? rest : [value]) });
  };
  const pickDevice = (value: DeviceClass | typeof ALL) => {
    const { device: _device, ...others } = filter;
    onChange(value === ALL ? others : { ...others, device: value });
  };
  return (
    <div className="segment-picker">
      <SelectField<DeviceClass | typeof ALL>
        label="Устройство"
        value={filter.device ?? ALL}
        options={[
          { value: ALL, label: 'Все устройства' },
          ...DEVICE_CLASSES.map((device) => ({ value: device, label: DEVICE_LABELS[device] })),
        ]}
        onChange={pickDevice}
      />
      <SelectField label="Источник (utm_source)" value={sourceValue} options={sourceOptions} onChange={pickSource} />
      {filter.device || filter.sources ? (
        <p className="panel__hint segment-picker__note">С фильтром видны визиты, у которых записаны устройство и источник.</p>
      ) : null}
    </div>
  );
}
