// Rows the product's own public site uses: the landing lead form and browser error reports.
import { errorReportSchema } from '../../shared/schemas/error-report';
import { landingLeadSchema } from '../../shared/schemas/landing-lead';
import { route } from '../http/route';

export const publicSiteRoutes = {
  landingLead: route({
    method: 'POST', path: '/api/mail', handler: 'functions/handlers/landing/lead.ts',
    access: 'public', body: landingLeadSchema, rateLimit: 'lead',
    grants: { table: 'readWrite', sendTo: ['landingMail'] },
    summary: 'Заявка с лендинга: сохраняется и уходит оператору письмом', successStatus: 201,
  }),
  errorReport: route({
    method: 'POST', path: '/api/errors', handler: 'functions/handlers/errors/report.ts',
    access: 'public', body: errorReportSchema, rateLimit: 'report',
    grants: { table: 'readWrite' },
    summary: 'Отчёт об ошибке в браузере', successStatus: 204,
  }),
};
