import { addressRemovalQuestion, DOCTORS_UNKNOWN_CONSEQUENCE, doctorsLeavingWith } from './address-removal';

const doctors: Array<{ name: string; status: boolean; address: Record<string, boolean> }> = [
  { name: 'Смирнова Анна', status: true, address: { 'ул. Ленина, 1': true, 'пр. Мира, 5': false } },
  { name: 'Петров Иван', status: true, address: { 'ул. Ленина, 1': true, 'пр. Мира, 5': true } },
  { name: 'Сидоров Олег', status: false, address: { 'ул. Ленина, 1': true } },
];

describe('removing an address', () => {
  it('names the accepting doctors for whom it is the only address', () => {
    expect(doctorsLeavingWith('ул. Ленина, 1', doctors)).toEqual(['Смирнова Анна']);
    expect(doctorsLeavingWith('пр. Мира, 5', doctors)).toEqual([]);
  });

  it('asks for a saved address only', () => {
    expect(addressRemovalQuestion('', doctors)).toBeNull();
    expect(addressRemovalQuestion('ул. Ленина, 1', doctors)?.text).toContain('единственный адрес: Смирнова Анна');
    expect(addressRemovalQuestion('пр. Мира, 5', doctors)?.text).toContain('Ни один врач не уйдёт');
  });

  it('does not say no doctor leaves while the doctors are not loaded: it says the rule and where to look', () => {
    const text = addressRemovalQuestion('пр. Мира, 5', undefined)?.text;
    expect(text).not.toContain('Ни один врач не уйдёт');
    expect(text).toContain(DOCTORS_UNKNOWN_CONSEQUENCE);
  });
});
