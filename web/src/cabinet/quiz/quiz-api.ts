// Cabinet-wide server state: the clinic and the quiz list. Both calls arrive in later releases,
// so "not there yet" (404) reads as no clinic and no quizzes.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';

export interface ClinicSummary {
  _id?: string;
  /** The clinic's name. */
  clinic?: string;
  /** Logo file name, served by GET /api/img. */
  logo?: string;
}

export interface QuizSummary {
  _id: string;
  name: string;
}

export const clinicQuery = queryOptions({
  queryKey: ['clinic'],
  queryFn: ({ signal }) => api.getOptional<ClinicSummary>('/clinic', { signal }),
});

export const quizListQuery = queryOptions({
  queryKey: ['quiz', 'all'],
  queryFn: async ({ signal }) => {
    const list = await api.getOptional<unknown>('/quiz/all', { signal });
    return Array.isArray(list) ? (list as QuizSummary[]).filter((quiz) => typeof quiz?._id === 'string') : [];
  },
});

export function clinicLogoUrl(logo: string): string {
  return `/api/img?name=${encodeURIComponent(logo)}&size=250x250`;
}
