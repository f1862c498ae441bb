// The booking's guard against DynamoDB Local, with no booking rule in front of it (issue 26 §4): a visit
// reserves every start it covers, so two overlapping visits of one doctor written at once never both land,
// whatever their starts and lengths, while visits that only touch both do; deleting a lead frees every
// start it held, and the partition reads each booking back once, with its length.
import { randomUUID } from 'node:crypto';
import { useRuntimeInProcess } from '../../infra/local/testing/in-process';

useRuntimeInProcess();
const { createLead, deleteLead, newLeadId, SlotTakenError } = await import('./leads');
const { readClinicPartition } = await import('./clinic');

const clinic = `reservations-${randomUUID()}`;

/** A booking of `minutes` at `start` on a grid of `step` minutes (what coveredStarts gives for such a plan). */
function booking(doctorId: string, date: string, start: number, minutes: number, step = 30) {
  const createdAt = new Date().toISOString();
  const at = (m: number) => `${date}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const covers = Array.from({ length: Math.ceil(minutes / step) }, (_, index) => at(start + index * step));
  const lead = {
    userId: clinic,
    id: newLeadId(createdAt),
    createdAt,
    kind: 'booking' as const,
    action: 'Запись' as const,
    PlanStart: at(start),
    ClientFullName: 'Петрова Анна',
    ClientPhone: '+7 999 123-45-67',
    URL: '',
    Utm: '',
    deviceType: 'Компьютер',
    clinicName: 'Клиника',
    timezone: 'Europe/Moscow',
    statusSend: { mail: {}, telegramm: {}, amo: {}, google: '' },
    deliveryLease: {},
    idempotencyKey: randomUUID(),
  };
  return { lead, write: () => createLead(lead, { doctorId, planStart: at(start), minutes, covers }) };
}

const outcome = (write: Promise<void>) =>
  write.then(
    () => 'stored',
    (error: unknown) => (error instanceof SlotTakenError ? 'taken' : Promise.reject(error)),
  );

it('of two overlapping visits written at once, exactly one is stored, in every arrangement', async () => {
  const pairs: Array<[number, number, number, number]> = [
    [600, 60, 630, 30],
    [630, 30, 600, 60],
    [600, 90, 660, 60],
    [600, 120, 630, 30],
    [540, 240, 720, 60],
  ];
  for (const [index, [firstStart, firstMinutes, secondStart, secondMinutes]] of pairs.entries()) {
    const doctor = `race-${index}`;
    const first = booking(doctor, '2030-03-04', firstStart, firstMinutes);
    const second = booking(doctor, '2030-03-04', secondStart, secondMinutes);
    const outcomes = await Promise.all([outcome(first.write()), outcome(second.write())]);
    expect(outcomes.sort()).toEqual(['stored', 'taken']);
  }
});

it('visits that only touch are both stored; a deleted lead frees every start it held', async () => {
  const morning = booking('touching', '2030-03-05', 600, 60);
  const next = booking('touching', '2030-03-05', 660, 60);
  await expect(Promise.all([outcome(morning.write()), outcome(next.write())])).resolves.toEqual(['stored', 'stored']);

  const partition = await readClinicPartition(clinic);
  expect(partition.reservations.get('touching')).toEqual([
    { start: '2030-03-05T10:00', minutes: 60 },
    { start: '2030-03-05T11:00', minutes: 60 },
  ]);

  expect(await deleteLead(morning.lead)).toBe(true);
  const again = booking('touching', '2030-03-05', 630, 30);
  await expect(outcome(again.write())).resolves.toBe('stored');
});

it('takes the longest visit on the finest grid in one transaction (240 minutes in 5-minute slots: 48 reservations)', async () => {
  const longest = booking('fine-grid', '2030-03-06', 540, 240, 5);
  await expect(outcome(longest.write())).resolves.toBe('stored');
  await expect(outcome(booking('fine-grid', '2030-03-06', 775, 5, 5).write())).resolves.toBe('taken');
});
