import { DOCTOR_ORIGIN_LABELS, misMappingHint, namesakeHint, namesakeOrigins } from './doctor-origin';

describe("a doctor's origin told to the clinic", () => {
  it('marks each card with where it comes from', () => {
    expect(DOCTOR_ORIGIN_LABELS).toEqual({
      manual: 'добавлен вручную',
      ident: 'из IDENT',
      macdent: 'из MacDent',
      dentalpro: 'из DentalPRO',
    });
  });

  it('says what an MIS doctor waits for: services always, the address as far as its MIS can tell it', () => {
    expect(misMappingHint('manual')).toBeNull();
    expect(misMappingHint('ident')).toMatch(/услуги врача IDENT не передаёт.*филиал в IDENT назван так же, как адрес клиники/);
    expect(misMappingHint('dentalpro')).toMatch(/филиал в DentalPRO назван так же/);
    expect(misMappingHint('macdent')).toMatch(/MacDent передаёт только номер филиала/);
  });

  it('tells a manual doctor and an MIS doctor with the same name apart, case, ё and spacing aside', () => {
    const doctors = [
      { _id: 'm1', name: 'Королёва  Анна', source: 'manual' as const },
      { _id: 'ident-1', name: 'королева анна', source: 'ident' as const },
      { _id: 'dentalpro-1', name: 'Королева Анна ', source: 'dentalpro' as const },
      { _id: 'm2', name: 'Петров Иван', source: 'manual' as const },
      { _id: 'm3', name: 'Петров Иван', source: 'manual' as const },
      { _id: 'ident-2', name: 'Сидоров', source: 'ident' as const },
    ];
    expect(Object.fromEntries(namesakeOrigins(doctors))).toEqual({
      m1: ['ident', 'dentalpro'],
      'ident-1': ['manual', 'dentalpro'],
      'dentalpro-1': ['manual', 'ident'],
    });
    expect(namesakeHint('Королёва Анна', ['ident'])).toBe(
      'В клинике есть ещё врач «Королёва Анна» из IDENT. Если это один человек, удалите лишнюю карточку: иначе пациенты увидят в виджете двух врачей с одним именем.',
    );
    expect(namesakeHint('Королёва Анна', ['dentalpro', 'manual'])).toMatch(
      /^В клинике есть ещё врач «Королёва Анна», добавленный вручную и из DentalPRO\./,
    );
  });
});
