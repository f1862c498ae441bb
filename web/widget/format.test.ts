import { dayLabel, formatPrice, monthTitle, serviceLabel, slotLabel } from './format';

describe('prices', () => {
  it.each([
    ['3500', '₽', '3 500 ₽'],
    ['4500', '₽', '4 500 ₽'],
    ['45000', '₽', '45 000 ₽'],
    ['25000', '₽', '25 000 ₽'],
    ['25 000', '₸', '25 000 ₸'],
    ['1500000', '$', '1 500 000 $'],
    ['от 25000', '₽', 'от 25 000 ₽'],
    ['ОТ 900', '€', 'от 900 €'],
    ['', '₽', ''],
    ['бесплатно', '₽', 'бесплатно'],
  ])('%s with %s reads %s', (cost, symbol, shown) => {
    expect(formatPrice(cost, symbol)).toBe(shown);
  });

  it("writes a lead's service as 'name, price'", () => {
    expect(serviceLabel({ name: 'Имплант', cost: 'от 25000' }, '₽')).toBe('Имплант, от 25 000 ₽');
    expect(serviceLabel({ name: 'Консультация', cost: '' }, '₽')).toBe('Консультация');
  });
});

describe('dates', () => {
  it('names months, days and slots in Russian', () => {
    expect(monthTitle('2030-03')).toBe('Март 2030');
    expect(dayLabel('2030-03-13')).toBe('13 марта, среда');
    expect(slotLabel('2030-03-13', '09:30')).toBe('13 марта, 09:30');
  });
});
