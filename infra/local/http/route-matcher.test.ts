import { createRouteMatcher } from './route-matcher';

const rows = [
  { id: 'userGet', method: 'GET', path: '/api/user' },
  { id: 'userUpdate', method: 'PUT', path: '/api/user' },
  { id: 'quizAll', method: 'GET', path: '/api/quiz/all' },
  { id: 'quizGet', method: 'GET', path: '/api/quiz/{id}' },
  { id: 'quizDelete', method: 'DELETE', path: '/api/quiz/{id}' },
  { id: 'files', method: 'GET', path: '/api/files/{key+}' },
];
const match = createRouteMatcher(rows);

describe('route matcher', () => {
  it('finds a row by method and path', () => {
    expect(match('PUT', '/api/user')).toMatchObject({ kind: 'found', row: { id: 'userUpdate' }, pathParameters: {} });
  });

  it('says which methods a known path allows', () => {
    expect(match('DELETE', '/api/user')).toEqual({ kind: 'method-not-allowed', allowed: ['GET', 'PUT'] });
  });

  it('does not know an unknown path', () => {
    expect(match('GET', '/api/nothing')).toEqual({ kind: 'not-found' });
    expect(match('GET', '/api/user/extra')).toEqual({ kind: 'not-found' });
    expect(match('GET', '/api/quiz/')).toEqual({ kind: 'not-found' });
  });

  it('prefers a literal segment to a parameter', () => {
    expect(match('GET', '/api/quiz/all')).toMatchObject({ row: { id: 'quizAll' } });
    expect(match('DELETE', '/api/quiz/all')).toMatchObject({ row: { id: 'quizDelete' }, pathParameters: { id: 'all' } });
  });

  it('decodes path parameters, including a greedy one', () => {
    expect(match('GET', '/api/quiz/%D0%BA%D0%B2%D0%B8%D0%B7')).toMatchObject({ pathParameters: { id: 'квиз' } });
    expect(match('GET', '/api/files/a/b/c.png')).toMatchObject({ row: { id: 'files' }, pathParameters: { key: 'a/b/c.png' } });
  });
});
