// zod with Russian default messages, for every schema of the product: import `z` from here, not from
// 'zod', so a field without its own message still answers in Russian. Only the Russian locale is loaded.
import { z } from 'zod';
import ru from 'zod/v4/locales/ru.js';

z.config(ru());

export { z };
