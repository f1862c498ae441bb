import { columnLetters, parseA1, storedCell } from './sheets';

describe('the Google fake stores values as Sheets does', () => {
  it('keeps a formula-looking value as text with RAW and makes it a formula with USER_ENTERED', () => {
    const formula = '=HYPERLINK("http://evil.example","Нажмите")';
    expect(storedCell(formula, 'RAW')).toEqual({ userEnteredValue: { stringValue: formula } });
    expect(storedCell(formula, 'USER_ENTERED')).toEqual({ userEnteredValue: { formulaValue: formula } });
  });

  it('turns a typed phone into a number only with USER_ENTERED', () => {
    expect(storedCell('+79991234567', 'RAW')).toEqual({ userEnteredValue: { stringValue: '+79991234567' } });
    expect(storedCell('+79991234567', 'USER_ENTERED')).toEqual({ userEnteredValue: { numberValue: 79991234567 } });
  });

  it('reads A1 ranges with quoted sheet titles and columns', () => {
    expect(parseA1("'Заявки'!A1:L")).toEqual({ sheetTitle: 'Заявки', columns: [0, 11] });
    expect(parseA1('Leads!M:M')).toEqual({ sheetTitle: 'Leads', columns: [12, 12] });
    expect(parseA1('Leads')).toEqual({ sheetTitle: 'Leads' });
    expect([0, 25, 26, 27].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AB']);
  });
});
