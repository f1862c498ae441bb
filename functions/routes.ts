// THE route table: every API call, once. CDK makes one function per row, the local server serves
// the rows, `npm run openapi` documents them and the test sweep walks them.
// Rows are grouped by area in functions/routes/*.ts; adding a call = a row there + a handler file
// under functions/handlers/ (see README: "The route table, and how to add a call").
import type { RouteDefinition } from './http/route';
import { accountRoutes } from './routes/account';
import { clinicRoutes } from './routes/clinic';
import { leadRoutes } from './routes/leads';
import { publicSiteRoutes } from './routes/public-site';
import { widgetRoutes } from './routes/widget';

export const routes = {
  ...accountRoutes,
  ...publicSiteRoutes,
  ...clinicRoutes,
  ...leadRoutes,
  ...widgetRoutes,
} as const;

export type RouteId = keyof typeof routes;
export type RouteRow = RouteDefinition & { id: RouteId };
/** The rows as a list, typed loosely for the code that walks them (CDK, local server, sweep). */
export const routeList: RouteRow[] = Object.entries(routes).map(([id, definition]) => ({ id: id as RouteId, ...definition }));
