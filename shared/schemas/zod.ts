// Russian default messages for every schema of the product, so a field without its own message still
// answers in Russian. Schema files import this module for its effect, and zod as `import * as z`:
// property access on a namespace import lets the bundler drop what is unused (all other locales).
import { config } from 'zod';
import ru from 'zod/v4/locales/ru.js';

config(ru());
