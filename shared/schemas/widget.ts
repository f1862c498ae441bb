// GET /api/widget?id={clinicKey} (public): everything the booking widget shows, in one answer built from
// one Query on the clinic's partition (functions/domain/widget/widget-data.ts). Field names follow the
// spec's widget entities (docs/contract/widget-quiz-configurator.md §3) where it names them. Types and constants only: the widget's
// bundle imports this file and must not pull zod in (the query schema is in widget-query.ts, the
// answer's schema in widget-answer.ts).
import type { Service } from './services';

export const CLINIC_NOT_FOUND_MESSAGE = 'Клиника не найдена: проверьте ключ виджета';

/** direction → its services, key order = the clinic's direction order (as in shared/schemas/services.ts). */
export type WidgetServices = Record<string, Service[]>;

export type { FreeSlots, WidgetData, WidgetDoctor } from './widget-answer';
