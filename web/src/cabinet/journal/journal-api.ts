// Server state of 'Журнал': one day of the clinic per doctor (GET /api/ticket/journal?day=).
import { queryOptions } from '@tanstack/react-query';
import { ticketJournal } from '../../../../shared/api/leads';
import { api } from '../../api/client';

/** Without a day: the clinic's today (the server knows its zone). */
export const journalQuery = (day: string | null) =>
  queryOptions({
    queryKey: ['journal', day],
    queryFn: ({ signal }) => api.call(ticketJournal, { query: day ? { day } : {}, signal }),
  });
