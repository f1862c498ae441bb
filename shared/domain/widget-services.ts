// Services the booking widget offers (docs/contract/widget-quiz-configurator.md §4): a service appears once per name+cost, so two
// doctors (or two directions) offering the same service at the same price show one line. The server
// applies it to each doctor's list and the widget to the merged list of 'Любой специалист'.
import type { Service } from '../schemas/services';
import type { WidgetServices } from '../schemas/widget';
import { dictionary, own } from './dictionary';

const keyOf = (service: Service) => `${service.name.trim().toLowerCase()}\u0000${service.cost.replace(/\s/g, '')}`;

/** Keeps the first of each name+cost, across all directions, in the given order; drops empty directions. */
export function uniqueServices(services: WidgetServices): WidgetServices {
  const seen = new Set<string>();
  const result: WidgetServices = {};
  for (const [direction, list] of Object.entries(services)) {
    const kept = list.filter((service) => {
      const key = keyOf(service);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (kept.length > 0) result[direction] = kept;
  }
  return result;
}

/** Several doctors' services as one list: directions in `order`, then services in first-seen order, each once. */
export function mergeServices(lists: WidgetServices[], order: readonly string[]): WidgetServices {
  const merged: WidgetServices = dictionary();
  const directions = [...order, ...lists.flatMap((list) => Object.keys(list)).filter((name) => !order.includes(name))];
  for (const direction of directions) {
    const services = lists.flatMap((list) => own(list, direction) ?? []);
    if (services.length > 0) merged[direction] = services;
  }
  return uniqueServices(merged);
}
