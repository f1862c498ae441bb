// `npm run openapi`: writes docs/openapi.json from the route table.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildOpenApiDocument } from './document';

const target = resolve(import.meta.dirname, '../../docs/openapi.json');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, JSON.stringify(buildOpenApiDocument(), null, 2) + '\n');
console.log(`OpenAPI: ${target}`);
