import { recordErrorReport } from '../../domain/error-reports/record';
import { httpHandler } from '../../http/handler';
import { routes } from '../../routes';

export const handler = httpHandler(routes.errorReport, ({ body, headers }) => recordErrorReport(body, headers['user-agent']));
