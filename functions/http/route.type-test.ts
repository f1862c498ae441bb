// Checked by `npm run typecheck`, never run: a signed-in row must say which staff roles may call it (issue 29).
import * as z from 'zod/mini';
import { route } from './route';

const signedIn = { method: 'GET', path: '/api/x', access: 'user', answer: z.object({}), summary: 'x' } as const;
const open = { ...signedIn, access: 'public' } as const;

export const rows = [
  route(signedIn, { handler: 'functions/handlers/x.ts', grants: {}, roles: 'owner' }),
  route(open, { handler: 'functions/handlers/x.ts', grants: {} }),
  // @ts-expect-error a signed-in row without roles
  route(signedIn, { handler: 'functions/handlers/x.ts', grants: {} }),
  // @ts-expect-error a cabinet part that does not exist
  route(signedIn, { handler: 'functions/handlers/x.ts', grants: {}, roles: 'cleaner' }),
  // @ts-expect-error a public row has no roles
  route(open, { handler: 'functions/handlers/x.ts', grants: {}, roles: 'everyone' }),
];
