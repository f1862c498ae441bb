// Any sequence of clicks leaves a set the server accepts: one option per required group, nothing
// blocked, body and furniture matched, and a total that is the sum of the chosen options' costs.
import fc from 'fast-check';
import { CATALOGUE } from './catalogue';
import { findOption, initialSelection, isBlocked, selectionProblem, selectionTotal, toggleOption } from './rules';

const ids = CATALOGUE.flatMap((category) => category.groups.flatMap((group) => group.options.map((option) => option.id)));
const clicks = fc.array(fc.constantFrom(...ids), { maxLength: 60 });
const run = (sequence: string[]) => sequence.reduce(toggleOption, initialSelection());

describe('configurator rules under random clicks (property)', () => {
  it('keeps exactly one option in each required group', () => {
    fc.assert(
      fc.property(clicks, (sequence) => {
        const selection = run(sequence);
        for (const group of CATALOGUE.flatMap((category) => category.groups).filter((g) => g.kind === 'required')) {
          expect(group.options.filter((option) => selection.includes(option.id))).toHaveLength(1);
        }
      }),
      { seed: 12, numRuns: 500 },
    );
  });

  it('never holds a blocked option and always passes the server check', () => {
    fc.assert(
      fc.property(clicks, (sequence) => {
        const selection = run(sequence);
        expect(selection.filter((id) => isBlocked(selection, id))).toEqual([]);
        expect(selectionProblem(selection)).toBeUndefined();
      }),
      { seed: 13, numRuns: 500 },
    );
  });

  it('totals the sum of the chosen costs', () => {
    fc.assert(
      fc.property(clicks, (sequence) => {
        const selection = run(sequence);
        let sum = 0;
        for (const id of selection) sum += findOption(id)!.option.cost;
        expect(selectionTotal(selection)).toBe(sum);
      }),
      { seed: 14, numRuns: 500 },
    );
  });
});
