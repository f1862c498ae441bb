// The product's fallback message for a check without its own Russian message. Every input check names
// its own message; this only keeps a forgotten one Russian without shipping a whole zod locale (the ru
// locale adds ~7 KB to every bundle). Schema files import this module for its effect.
import * as z from 'zod/mini';

z.config({ localeError: () => 'Неверные входные данные' });
