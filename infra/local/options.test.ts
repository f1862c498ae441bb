import { parseOptions } from './options';

describe('npm start flags', () => {
  it('seed the demo clinic unless --no-demo says not to', () => {
    expect(parseOptions([], {}, '/repo')).toMatchObject({ port: 3000, stateDir: '/repo/.local', fresh: false, noDemo: false });
    expect(parseOptions(['--fresh', '--no-demo', '--port', '0'], {}, '/repo')).toMatchObject({ port: 0, fresh: true, noDemo: true });
  });
});
