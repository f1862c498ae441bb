// Quiz ids: '<owner's userId>.<11 base64url>'. The id names its item (the owner's partition), and a
// custom URL (letters, digits, '-', '_') can never look like one, so ?id= is read without guessing.
import { randomBytes } from 'node:crypto';

const QUIZ_ID = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{11})$/;

export function newQuizId(userId: string): string {
  return `${userId}.${randomBytes(8).toString('base64url')}`;
}

/** The owner of a quiz id, or undefined when the text is not a quiz id (then it may be a custom URL). */
export function ownerOfQuizId(id: string): string | undefined {
  return QUIZ_ID.exec(id)?.[1];
}
