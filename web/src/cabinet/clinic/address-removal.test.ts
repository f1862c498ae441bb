import { addressRemovalQuestion, doctorsLeavingWith } from './address-removal';

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
});
