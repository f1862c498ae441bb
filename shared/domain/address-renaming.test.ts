import { renameDoctorAddresses, resolveAddressRenaming } from './address-renaming';

describe('resolveAddressRenaming', () => {
  it('keeps a rename of a saved address to a saved new text', () => {
    const renames = resolveAddressRenaming(
      { 'ул. Твреская, 1': 'ул. Тверская, 1' },
      ['ул. Твреская, 1', 'пр. Мира, 2'],
      ['ул. Тверская, 1', 'пр. Мира, 2'],
    );
    expect([...renames]).toEqual([['ул. Твреская, 1', 'ул. Тверская, 1']]);
  });

  it('drops a rename whose new text was not saved (renamed, then deleted) or whose old text never existed', () => {
    expect(resolveAddressRenaming({ А: 'Б' }, ['А'], []).size).toBe(0);
    expect(resolveAddressRenaming({ Х: 'Б' }, ['А'], ['Б']).size).toBe(0);
  });

  it('follows a swap through a temporary text', () => {
    const renames = resolveAddressRenaming({ А: 'tmp', tmp: 'Б', Б: 'А' }, ['А', 'Б'], ['Б', 'А']);
    expect(Object.fromEntries(renames)).toEqual({ А: 'Б', Б: 'А' });
  });
});

describe('renameDoctorAddresses', () => {
  const renames = new Map([['ул. Твреская, 1', 'ул. Тверская, 1']]);

  it('moves the tick to the new text, keeping the others', () => {
    expect(renameDoctorAddresses({ 'ул. Твреская, 1': true, 'пр. Мира, 2': false }, renames)).toEqual({
      'ул. Тверская, 1': true,
      'пр. Мира, 2': false,
    });
  });

  it('answers null when the doctor has none of the renamed addresses', () => {
    expect(renameDoctorAddresses({ 'пр. Мира, 2': true }, renames)).toBeNull();
  });

  it('merges onto a text the doctor already has: checked if either was', () => {
    expect(renameDoctorAddresses({ 'ул. Твреская, 1': true, 'ул. Тверская, 1': false }, renames)).toEqual({ 'ул. Тверская, 1': true });
  });

  it('swaps two addresses', () => {
    const swap = new Map([
      ['А', 'Б'],
      ['Б', 'А'],
    ]);
    expect(renameDoctorAddresses({ А: true, Б: false }, swap)).toEqual({ Б: true, А: false });
  });
});
