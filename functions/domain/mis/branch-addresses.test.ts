import { addressesOfBranches, placeKey } from './branch-addresses';

describe("an MIS doctor's addresses from its branches", () => {
  const clinic = ['ул. Ленина, 10', 'Проспект Мира, 57'];

  it('takes the address a branch is named after, case, ё and punctuation aside', () => {
    expect(addressesOfBranches(['Ул Ленина 10'], clinic)).toEqual(['ул. Ленина, 10']);
    expect(addressesOfBranches(['проспект мира 57', 'ул. Ленина, 10'], clinic)).toEqual(clinic);
    expect(placeKey('  Улица Королёва,\u00a05 ')).toBe('улица королева 5');
  });

  it('takes none for a branch named otherwise, or a number that only starts like another', () => {
    expect(addressesOfBranches(['Основной филиал'], clinic)).toEqual([]);
    expect(addressesOfBranches(['ул. Ленина, 1'], clinic)).toEqual([]);
    expect(addressesOfBranches(['', ' , '], ['', ...clinic])).toEqual([]);
    expect(addressesOfBranches([], clinic)).toEqual([]);
  });
});
