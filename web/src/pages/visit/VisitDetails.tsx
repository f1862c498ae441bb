// The visit as the patient reads it: the clinic, the doctor, the service, the time on the clinic's clocks
// (labelled as the letter and the cabinet label it) and the address.
import { clinicWallTimeLabel } from '../../../../shared/domain/clinic-time';
import type { VisitAnswer } from '../../../../shared/schemas/visit';

export function VisitDetails({ visit }: { visit: VisitAnswer }) {
  const rows: Array<[string, string]> = [
    ['Клиника', visit.clinicName],
    ['Врач', visit.doctorName],
    ['Услуга', visit.service],
    ['Время', clinicWallTimeLabel(visit.planStart, visit.timezone)],
    ['Длительность', `${visit.minutes} мин`],
    ['Адрес', visit.address],
  ];
  return (
    <dl className="visit__details">
      {rows
        .filter(([, value]) => value !== '')
        .map(([term, value]) => (
          <div key={term} className="visit__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
