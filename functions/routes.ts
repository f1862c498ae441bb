// THE route table: every API call, once. CDK makes one function per row, the local server serves
// the rows, `npm run openapi` documents them and the test sweep walks them.
// Rows are one export each in functions/routes/<area>.ts, their contracts in shared/api/<area>.ts;
// a handler imports only its own row, never this table (so its bundle carries only its own schemas).
// Adding a call: README "The route table, and how to add a call".
import type { RouteDefinition } from './http/route';
import * as accountRoutes from './routes/account';
import * as amoRoutes from './routes/amo';
import * as clinicRoutes from './routes/clinic';
import * as googleRoutes from './routes/google';
import * as leadRoutes from './routes/leads';
import * as paymentRoutes from './routes/payment';
import * as publicSiteRoutes from './routes/public-site';
import * as quizRoutes from './routes/quiz';
import * as seagullRoutes from './routes/seagull';
import * as visitRoutes from './routes/visit';
import * as widgetRoutes from './routes/widget';
import * as identRoutes from './routes/ident';
import * as staffRoutes from './routes/staff';

/** The rows by area (functions/routes/<area>.ts): CDK puts each area's functions in a stack of its own. */
export const routeAreas = {
  account: accountRoutes,
  publicSite: publicSiteRoutes,
  clinic: clinicRoutes,
  leads: leadRoutes,
  widget: widgetRoutes,
  visit: visitRoutes,
  quiz: quizRoutes,
  payment: paymentRoutes,
  seagull: seagullRoutes,
  amo: amoRoutes,
  google: googleRoutes,
  ident: identRoutes,
  staff: staffRoutes,
} as const;

export const routes = {
  ...accountRoutes,
  ...publicSiteRoutes,
  ...clinicRoutes,
  ...leadRoutes,
  ...widgetRoutes,
  ...visitRoutes,
  ...quizRoutes,
  ...paymentRoutes,
  ...seagullRoutes,
  ...amoRoutes,
  ...googleRoutes,
  ...identRoutes,
  ...staffRoutes,
} as const;

export type RouteId = keyof typeof routes;
export type RouteRow = RouteDefinition & { id: RouteId };
/** The rows as a list, typed loosely for the code that walks them (CDK, local server, sweep). */
export const routeList: RouteRow[] = Object.entries(routes).map(([id, definition]) => ({ id: id as RouteId, ...definition }));
export type RouteArea = keyof typeof routeAreas;
/** Each area's rows, in table order. */
export const routeListByArea = Object.fromEntries(
  Object.entries(routeAreas).map(([area, rows]) => [area, routeList.filter((row) => row.id in rows)]),
) as Record<RouteArea, RouteRow[]>;
