import { recordErrorReport } from '../../domain/error-reports/record';
import { httpHandler } from '../../http/handler';
import { errorReport } from '../../routes/public-site';

export const handler = httpHandler(errorReport, ({ body, headers }) => recordErrorReport(body, headers['user-agent']));
