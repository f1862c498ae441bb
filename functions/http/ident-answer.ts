// IDENT reads text: a refusal's reason (written to its exchange log) or the data.
import { TextAnswer } from './handler';
import { IdentRefusal } from '../domain/mis/ident';

const PLAIN = { 'content-type': 'text/plain; charset=utf-8' };

export async function identAnswer(answer: () => Promise<{ json: unknown } | { text: string }>): Promise<TextAnswer> {
  try {
    const result = await answer();
    return 'json' in result
      ? new TextAnswer(200, JSON.stringify(result.json), { 'content-type': 'application/json; charset=utf-8' })
      : new TextAnswer(200, result.text, PLAIN);
  } catch (error) {
    if (error instanceof IdentRefusal) return new TextAnswer(error.status, error.message, PLAIN);
    throw error;
  }
}
