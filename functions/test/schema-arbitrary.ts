// Test support: fast-check arbitraries for request inputs, read from a row's zod schema (its shape,
// enums, lengths and regexes), each value sometimes swapped for a hostile one: a wrong type, a huge or
// invisible-character string, a prototype key, a number JSON cannot carry as a double, an extra key.
// Numbers that JSON.stringify cannot write (1e400, 2^53 + 1) travel as RAW markers that toJsonText
// writes verbatim, so the server sees them as the attacker would send them.
import fc from 'fast-check';
import type * as core from 'zod/v4/core';

const RAW = '\u0001raw:';
/** A JSON value written verbatim by toJsonText (a number literal no double can hold exactly). */
export const raw = (literal: string) => `${RAW}${literal}\u0001`;
export const toJsonText = (value: unknown) => JSON.stringify(value).replace(/"\\u0001raw:([^"\\]*)\\u0001"/g, '$1');

export const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'имя\u0000NUL',
  '\uD800',
  'a\uDC00b',
  '\u202Eevil\u202C',
  '\u2066Анна\u2069',
  'line\r\nInjected: yes',
  '+abcdefghijklmno',
  '----------------',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  '9999999999999999-zzzz',
  '-1',
  'NaN',
  '1e400',
  '<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>',
  '../../etc/passwd',
  '${7*7}',
  "'; DROP TABLE x; --",
];
const prototypeKeys = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', '2024', ''];

const hostileString = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.nat({ max: 2 }).map((size) => 'Я'.repeat([1_000, 20_000, 120_000][size]!)),
);
export const hostileNumber = fc.oneof(
  fc.constantFrom(raw('1e400'), raw('-1e400'), raw('9007199254740993'), raw('123456789012345678901234567890'), raw('-0')),
  fc.constantFrom(-1, 0, 0.5, -1e21, 1e21, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const anyJson = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}),
  fc.dictionary(fc.constantFrom(...prototypeKeys), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Keys that are empty or only white space (issue 21: a quiz answer keyed '' once answered 500). */
export const emptyKeys = fc.constantFrom('', ' ', '\t', '\u00a0', '\n');

/** A value nested `depth` times in arrays or objects, built as text (no recursion limit is hit building it). */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

type Def = core.$ZodTypeDef & Record<string, any>;
const defOf = (schema: core.$ZodType): Def => schema._zod.def as Def;
const checksOf = (def: Def): Array<Record<string, any>> => (def.checks ?? []).map((check: core.$ZodCheck) => check._zod.def);

/** Mostly values of the schema's shape (often valid), sometimes hostile ones in their place. */
export function arbitraryOf(schema: core.$ZodType, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 6, arbitrary: shapedBy(schema, depth) }, { weight: 1, arbitrary: anyJson });
}

function shapedBy(schema: core.$ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringOf(checksOf(def));
    case 'number':
      return numberOf(checksOf(def));
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
      return def.type === 'nullable' ? fc.option(arbitraryOf(def.innerType, depth), { nil: null }) : arbitraryOf(def.innerType, depth);
    case 'pipe':
      return shapedBy(def.in, depth);
    case 'union':
      return fc.oneof(...(def.options as core.$ZodType[]).map((option) => shapedBy(option, depth)));
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(arbitraryOf(def.element, depth + 1), { maxLength: 3 });
    case 'record':
      return depth > 4
        ? fc.constant({})
        : fc.dictionary(
            fc.oneof(stringOf(checksOf(defOf(def.keyType))), fc.constantFrom(...prototypeKeys), emptyKeys),
            arbitraryOf(def.valueType, depth + 1),
            {
              maxKeys: 3,
            },
          );
    case 'object':
      return objectOf(def.shape as Record<string, core.$ZodType>, depth);
    default:
      return anyJson;
  }
}

function objectOf(shape: Record<string, core.$ZodType>, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, arbitraryOf(value, depth + 1)]));
  const required = Object.keys(shape).filter((key) => !['optional', 'default'].includes(defOf(shape[key]!).type));
  const known = fc.record(fields, { requiredKeys: required });
  const extra = fc.dictionary(fc.oneof(fc.constantFrom('extra', 'isAdmin', 'userId', ...prototypeKeys), emptyKeys), anyJson, {
    maxKeys: 2,
  });
  return fc.tuple(known, fc.option(extra, { freq: 4 })).map(([value, more]) => (more ? { ...more, ...value } : value));
}

function stringOf(checks: Array<Record<string, any>>): fc.Arbitrary<string> {
  const pattern = checks.find((check) => check.check === 'string_format' && check.pattern instanceof RegExp)?.pattern as RegExp | undefined;
  const max = checks.find((check) => check.check === 'max_length')?.maximum as number | undefined;
  const plain = fc.string({ unit: 'grapheme', maxLength: Math.min(max ?? 30, 30) });
  return fc.oneof(
    { weight: 4, arbitrary: pattern ? fc.stringMatching(pattern) : plain },
    { weight: 1, arbitrary: plain },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.constantFrom(...hostileStrings) },
  );
}

function numberOf(checks: Array<Record<string, any>>): fc.Arbitrary<unknown> {
  const min = (checks.find((check) => check.check === 'greater_than')?.value as number | undefined) ?? -1000;
  const max = (checks.find((check) => check.check === 'less_than')?.value as number | undefined) ?? 1000;
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
    { weight: 1, arbitrary: hostileNumber },
  );
}
