import { routeList } from '../routes';

describe('the signed-in chain', () => {
  // bearer.ts reads the account's session version on every signed-in call (one GetItem).
  it.each(routeList.filter((row) => row.access === 'user'))('$method $path may read the table', (row) => {
    expect(row.grants.table).toContain('GetItem');
  });
});
